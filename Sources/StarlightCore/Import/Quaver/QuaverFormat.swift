extension ChartOrigin {
  public static let quaver = ChartOrigin(rawValue: "quaver")
}

extension ChartFormat {
  /// Quaver's `.qua` charts, judged under Quaver's own Standard windows by default.
  public static let quaver = ChartFormat(
    id: "quaver", game: "Quaver", extensions: ["qua"], origin: .quaver,
    defaultJudge: .quaver, stepsTypes: "Quaver 4K, 7K (one more with the scratch key)",
    reader: QuaverChartReader())
}

/// A `.qua` file holds exactly one chart.
struct QuaverChartReader: ChartFormatReader {
  func importChart(data: [UInt8], fileName: String, chart: ChartSelector?) throws(BeatMapError)
    -> (document: BeatMapDocument, report: ImportReport)
  {
    try QuaverImporter(data: data, fileName: fileName).importChart(chart)
  }

  func charts(data: [UInt8]) -> [BeatMapImporter.ChartListing] {
    [BeatMapImporter.ChartListing(index: 0, summary: "Quaver chart", isPlayable: true)]
  }

  func songFacts(data: [UInt8]) -> SongFacts { SongFacts.quaver(data) }
}
