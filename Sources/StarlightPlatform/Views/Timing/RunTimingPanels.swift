import StarlightCore

/// A rhythm run's offset histogram and timing graph side by side, as every result screen
/// shows them (the story's and Free Play's).
struct RunTimingPanels {
  let run: RunSummary
  let calibration: CalibrationTuning
  /// The histogram's width; the graph takes the rest, past a gap.
  var histogramWidth = 300
  var gap = 12

  func draw(x: Int, y: Int, width: Int, height: Int, on canvas: Canvas) {
    let errors = run.hits.compactMap(\.offset)
    let histogram = OffsetHistogram(
      errors: errors, reach: run.windows.outerEdge, binWidth: calibration.histogramBinWidth)
    OffsetHistogramView(
      histogram: histogram, statistics: HitErrorStatistics(errors: errors, windows: run.windows),
      bands: run.windows.tiers.map(\.halfWidth), colours: run.tierColours
    ).draw(x: x, y: y, width: histogramWidth, height: height, on: canvas)
    let graphLeft = x + histogramWidth + gap
    TimingGraphView(graph: TimingGraph(summary: run), colours: run.tierColours).draw(
      x: graphLeft, y: y, width: x + width - graphLeft, height: height, on: canvas)
  }
}
