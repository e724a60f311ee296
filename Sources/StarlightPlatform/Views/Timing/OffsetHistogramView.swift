import Foundation
import StarlightCore

/// A histogram of hit errors in a box: early bars left of the centre line, late bars right,
/// the tier edges marked, and the figures (mean, median, SD, unstable rate) under it.
struct OffsetHistogramView {
  let histogram: OffsetHistogram
  let statistics: HitErrorStatistics
  let bands: [Nanoseconds]
  /// The judge's tier colours for the bands (empty: the playfield's own).
  var colours: [TierColour] = []

  func draw(x: Int, y: Int, width: Int, height: Int, on canvas: Canvas) {
    canvas.fill(x: x, y: y, width: width, height: height, TimingLayout.panel)
    canvas.drawText(
      "OFFSETS", x: x + 8, y: y + 4, size: TimingLayout.titleSize, Palette.dimText)
    let plotTop = y + TimingLayout.titleHeight
    let plotHeight =
      height - TimingLayout.titleHeight - TimingLayout.figureLines * TimingLayout.figuresHeight - 4
    let count = histogram.counts.count
    guard count > 0, plotHeight > 0 else { return }
    let reach = Double(histogram.centre(of: count - 1)) + Double(histogram.binWidth) / 2
    func column(_ offset: Nanoseconds) -> Int {
      x + Int((Double(offset) / reach + 1) / 2 * Double(width))
    }
    for (tier, edge) in bands.enumerated() where edge <= Nanoseconds(reach) {
      for side in [-edge, edge] {
        canvas.fill(
          x: column(side), y: plotTop, width: 1, height: plotHeight,
          TimingLayout.band(tier, colours: colours).withAlpha(120))
      }
    }
    canvas.fill(x: column(0), y: plotTop, width: 1, height: plotHeight, TimingLayout.axis)
    let peak = max(1, histogram.peak)
    let barWidth = max(1, width / count - 1)
    for (index, value) in histogram.counts.enumerated() where value > 0 {
      let barHeight = max(1, plotHeight * value / peak)
      let centre = histogram.centre(of: index)
      canvas.fill(
        x: column(centre) - barWidth / 2, y: plotTop + plotHeight - barHeight, width: barWidth,
        height: barHeight, TimingLayout.color(forOffset: centre))
    }
    for (line, text) in figures.enumerated() {
      canvas.drawText(
        text, x: x + 8,
        y: y + height - (TimingLayout.figureLines - line) * TimingLayout.figuresHeight,
        size: TimingLayout.labelSize, Palette.text)
    }
  }

  /// Short lines, so the figures fit a narrow box. Only result screens draw the histogram,
  /// so a run without a hit is over (not "yet").
  private var figures: [String] {
    guard let mean = statistics.mean, let median = statistics.median,
      let deviation = statistics.standardDeviation, let unstable = statistics.unstableRate
    else { return ["no hits in this run"] }
    return [
      String(format: "mean %+.1f  median %+.1f ms", mean, median),
      String(format: "SD %.1f ms  UR %.0f", deviation, unstable),
      "early \(statistics.earlyCount)  late \(statistics.lateCount)",
    ]
  }
}
