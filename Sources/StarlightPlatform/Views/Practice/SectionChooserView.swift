import StarlightCore

/// The section chooser: the map's title, its note density over the song as bars with the
/// chosen section lit, the rows, the refusal (if any) and the keys.
enum SectionChooserView {
  static let graphSlices = 160
  static let graphLeft = 80
  static let graphTop = 130
  static let graphWidth = Canvas.logicalWidth - 2 * graphLeft
  static let graphHeight = 180
  static let rowsTop = 360
  static let rowHeight = 32
  static let labelX = 380
  static let valueX = 560

  static func graphContains(x: Int, y: Int) -> Bool {
    (graphLeft...graphLeft + graphWidth).contains(x)
      && (graphTop...graphTop + graphHeight).contains(y)
  }

  /// The share of the song (0...1) under canvas column `x`.
  static func share(atX x: Int) -> Double {
    min(1, max(0, Double(x - graphLeft) / Double(graphWidth)))
  }

  /// `keys`: the player's bindings, which the line of keys names.
  static func draw(
    _ chooser: SectionChooser, density: ChartDensity, keys: KeyHints, on canvas: Canvas
  ) {
    canvas.clear(Palette.background)
    let center = Canvas.logicalWidth / 2
    canvas.drawText("PRACTICE", x: center, y: 30, size: 18, Palette.accent, alignment: .center)
    canvas.drawText(
      chooser.map.metadata.title, x: center, y: 56, size: 32, Palette.text, alignment: .center)
    drawGraph(chooser, density: density, on: canvas)
    var y = rowsTop
    for field in SectionChooser.Field.allCases {
      let selected = field == chooser.selection
      let color = selected ? Palette.accent : Palette.dimText
      if field == .begin {
        canvas.drawText(
          selected ? "> \(field.rawValue) <" : field.rawValue, x: center, y: y + 6, size: 26,
          color, alignment: .center)
      } else {
        canvas.drawText(field.rawValue, x: labelX, y: y, size: 22, color)
        canvas.drawText(
          chooser.value(of: field), x: valueX, y: y, size: 22,
          selected ? Palette.text : Palette.dimText)
      }
      y += rowHeight
    }
    if let notice = chooser.notice {
      canvas.drawText(notice, x: center, y: y + 14, size: 20, Palette.bad, alignment: .center)
    }
    canvas.drawText(
      "\(keys.keys(.up, .down)): row   \(keys.keys(.left, .right)): change   "
        + "\(keys.key(.confirm)): start   \(KeyHints.escape): back   Drag over the graph to choose",
      x: center, y: Canvas.logicalHeight - 36, size: 16, Palette.dimText, alignment: .center)
  }

  private static func drawGraph(
    _ chooser: SectionChooser, density: ChartDensity, on canvas: Canvas
  ) {
    canvas.fill(
      x: graphLeft, y: graphTop, width: graphWidth, height: graphHeight, Palette.laneFill)
    let plan = try? chooser.plan()
    let tempo = chooser.map.tempo
    let start = plan?.section.start ?? tempo.time(ofBeat: Double(chooser.startBeat))
    let end = plan?.section.end ?? tempo.time(ofBeat: Double(chooser.endBeat))
    let barWidth = max(1, graphWidth / density.counts.count)
    for (slice, count) in density.counts.enumerated() {
      let sliceStart = density.time(ofSlice: slice)
      let lit = sliceStart + density.sliceDuration > start && sliceStart < end
      let height = count * (graphHeight - 10) / density.peak
      canvas.fill(
        x: graphLeft + slice * graphWidth / density.counts.count,
        y: graphTop + graphHeight - height, width: max(1, barWidth - 1), height: height,
        lit ? Palette.firewall : Palette.laneDivider)
    }
    let length = Double(max(1, chooser.map.songLength))
    let startX = graphLeft + Int(Double(start) / length * Double(graphWidth))
    let endX = graphLeft + Int(Double(end) / length * Double(graphWidth))
    canvas.fill(
      x: startX, y: graphTop, width: max(2, endX - startX), height: graphHeight,
      Palette.firewallGlow)
    canvas.fill(x: startX, y: graphTop - 6, width: 2, height: graphHeight + 12, Palette.accent)
    canvas.fill(x: endX, y: graphTop - 6, width: 2, height: graphHeight + 12, Palette.accent)
    canvas.drawText(
      "notes per \(String(format: "%.1f", Double(density.sliceDuration) / 1e9)) s over the song",
      x: graphLeft, y: graphTop + graphHeight + 8, size: 14, Palette.dimText)
  }
}
