extension ChartOrigin {
  public static let osu = ChartOrigin(rawValue: "osu")
}

extension ChartFormat {
  /// osu!mania beatmaps, judged under osu!stable's windows (at the chart's own OD) by
  /// default: what the ranked scores of these charts were set under.
  public static let osu = ChartFormat(
    id: "osu", game: "osu!mania", extensions: ["osu"], archiveExtensions: ["osz"], origin: .osu,
    defaultJudge: .osuStable, stepsTypes: "osu!mania 1K to 10K", reader: OsuChartReader())
}

/// An `.osu` file holds exactly one chart.
struct OsuChartReader: ChartFormatReader {
  func importChart(data: [UInt8], fileName: String, chart: ChartSelector?) throws(BeatMapError)
    -> (document: BeatMapDocument, report: ImportReport)
  {
    try OsuImporter(data: data, fileName: fileName).importChart(chart)
  }

  func charts(data: [UInt8]) -> [BeatMapImporter.ChartListing] {
    [BeatMapImporter.ChartListing(index: 0, summary: "osu!mania chart", isPlayable: true)]
  }

  func songFacts(data: [UInt8]) -> SongFacts { SongFacts.osu(data) }
}
