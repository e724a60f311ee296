extension ChartOrigin {
  public static let stepMania = ChartOrigin(rawValue: "stepMania")
}

extension ChartFormat {
  /// StepMania's `.sm` simfiles, judged under ITG's windows by default: the rules most
  /// StepMania 5 players (Simply Love's ITG mode) keep their scores under.
  public static let stepMania = ChartFormat(
    id: "stepmania", game: "StepMania", extensions: ["sm"], archiveExtensions: ["zip"],
    origin: .stepMania,
    defaultJudge: .itg, stepsTypes: StepManiaChartReader.stepsTypes,
    reader: StepManiaChartReader(isSSC: false))

  /// StepMania 5's `.ssc`: the same charts, with per-chart timing and more tags.
  public static let stepManiaSSC = ChartFormat(
    id: "ssc", game: "StepMania", extensions: ["ssc"], origin: .stepMania,
    defaultJudge: .itg, stepsTypes: StepManiaChartReader.stepsTypes,
    reader: StepManiaChartReader(isSSC: true))
}

/// A simfile's charts through `StepManiaImporter`, its song tags and meters.
struct StepManiaChartReader: ChartFormatReader {
  static let stepsTypes = "dance-single, dance-double, pump-single and the other types by lanes"

  let isSSC: Bool

  func importChart(data: [UInt8], fileName: String, chart: ChartSelector?) throws(BeatMapError)
    -> (document: BeatMapDocument, report: ImportReport)
  {
    try StepManiaImporter(data: data, fileName: fileName, isSSC: isSSC).importChart(chart)
  }

  func charts(data: [UInt8]) -> [BeatMapImporter.ChartListing] {
    let song = StepManiaSong(file: MSDFile(data), isSSC: isSSC)
    return song.charts.enumerated().map {
      BeatMapImporter.ChartListing(
        index: $0.offset, summary: $0.element.summary,
        isPlayable: $0.element.columnCount != nil && $0.element.notes != nil)
    }
  }

  func songFacts(data: [UInt8]) -> SongFacts { SongFacts.stepMania(data, isSSC: isSSC) }

  func meters(data: [UInt8]) -> [Int?] {
    StepManiaSong(file: MSDFile(data), isSSC: isSSC).charts.map {
      Int($0.meter.trimmingSpaces())
    }
  }
}
