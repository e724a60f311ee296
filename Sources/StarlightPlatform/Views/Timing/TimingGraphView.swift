import StarlightCore

/// The timing graph in a box: song time across, error up and down (late up), the tier bands
/// behind, a dot per press coloured early or late, a red mark on the edge for each miss.
struct TimingGraphView {
  let graph: TimingGraph
  /// The judge's tier colours for the bands (empty: the playfield's own).
  var colours: [TierColour] = []

  func draw(x: Int, y: Int, width: Int, height: Int, on canvas: Canvas) {
    canvas.fill(x: x, y: y, width: width, height: height, TimingLayout.panel)
    canvas.drawText(
      "TIMING  (late up, early down)", x: x + 8, y: y + 4, size: TimingLayout.titleSize,
      Palette.dimText)
    let top = y + TimingLayout.titleHeight
    let plotHeight = height - TimingLayout.titleHeight - 6
    let reach = Double(max(1, graph.reach))
    let middle = top + plotHeight / 2
    func row(_ offset: Nanoseconds) -> Int {
      middle - Int(Double(offset) / reach * Double(plotHeight / 2))
    }
    // Widest band first, so the narrower ones show on top of it.
    for (tier, edge) in graph.bands.enumerated().reversed() {
      canvas.fill(
        x: x, y: row(edge), width: width, height: max(1, row(-edge) - row(edge)),
        TimingLayout.band(tier, colours: colours).withAlpha(TimingLayout.bandAlpha))
    }
    canvas.fill(x: x, y: middle, width: width, height: 1, TimingLayout.axis)
    let start = graph.span.lowerBound
    let length = Double(max(1, graph.span.upperBound - start))
    let inner = width - 2 * TimingLayout.pointSize
    for point in graph.points {
      let column =
        x + TimingLayout.pointSize + Int(Double(point.songTime - start) / length * Double(inner))
      let size = TimingLayout.pointSize
      if let offset = point.offset {
        canvas.fill(
          x: column - size / 2, y: row(offset) - size / 2, width: size, height: size,
          TimingLayout.color(forOffset: offset))
      } else {
        canvas.fill(x: column - 1, y: top, width: 2, height: size * 2, TimingLayout.miss)
        canvas.fill(
          x: column - 1, y: top + plotHeight - size * 2, width: 2, height: size * 2,
          TimingLayout.miss)
      }
    }
  }
}
