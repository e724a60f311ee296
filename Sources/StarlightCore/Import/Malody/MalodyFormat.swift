extension ChartOrigin {
  public static let malody = ChartOrigin(rawValue: "malody")
}

extension ChartFormat {
  /// Malody's key-mode charts (`.mc`). Judged by default under Quaver's Standard judge:
  /// Malody's own windows are not among this game's judges, and Quaver is the other game that
  /// plays Malody key charts as they are (Quaver.API converts `.mc` to `.qua` on import, and
  /// plays the result under that judge); like Malody's, its windows are fixed milliseconds,
  /// not tied to a difficulty value an `.mc` does not have (osu!'s OD).
  public static let malody = ChartFormat(
    id: "malody", game: "Malody", extensions: ["mc"], archiveExtensions: ["mcz"], origin: .malody,
    defaultJudge: .quaver, stepsTypes: "Malody 4K to 10K (key mode)",
    reader: MalodyChartReader())
}

/// An `.mc` file holds exactly one chart; one of another mode is listed, not playable.
struct MalodyChartReader: ChartFormatReader {
  func importChart(data: [UInt8], fileName: String, chart: ChartSelector?) throws(BeatMapError)
    -> (document: BeatMapDocument, report: ImportReport)
  {
    try MalodyImporter(data: data, fileName: fileName).importChart(chart)
  }

  func charts(data: [UInt8]) -> [BeatMapImporter.ChartListing] {
    let mode = MalodySongFacts.read(data).mode
    let isKey = mode == MalodyImporter.keyMode
    return [
      BeatMapImporter.ChartListing(
        index: 0,
        summary: isKey
          ? "Malody key chart"
          : "Malody \(MalodyImporter.modeName(mode ?? -1)) chart (mode \(mode ?? -1))",
        isPlayable: isKey)
    ]
  }

  func songFacts(data: [UInt8]) -> SongFacts { MalodySongFacts.read(data).facts }
}
