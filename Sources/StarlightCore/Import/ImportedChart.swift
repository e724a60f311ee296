/// A chart read from a StepMania or osu! file: the beat map document it becomes and what
/// was left out or changed on the way.
public struct ImportedChart: Sendable, Equatable {
  public var document: BeatMapDocument
  public var report: ImportReport
  /// The file it came from, for messages.
  public var fileName: String
  /// Identity for replays: SHA-256 of the file's bytes and the chart's index.
  public var contentHash: String

  public init(
    document: BeatMapDocument, report: ImportReport, fileName: String, contentHash: String
  ) {
    self.document = document
    self.report = report
    self.fileName = fileName
    self.contentHash = contentHash
  }
}

/// What an import kept, dropped and converted, for the command line to tell the user.
public struct ImportReport: Sendable, Equatable {
  /// "StepMania .sm", "StepMania .ssc" or "osu!mania .osu".
  public var sourceFormat: String
  public var chartIndex: Int
  public var chartCount: Int
  /// For example "dance-single Hard (meter 9)" or "7K 'Insane'".
  public var chartDescription: String
  public var mines = 0
  public var fakes = 0
  /// StepMania auto-keysound notes, which play a sound but are never hit.
  public var keysounds = 0
  /// StepMania lift notes, played here as taps.
  public var lifts = 0
  /// StepMania rolls, played here as holds.
  public var rolls = 0
  /// Notes inside warps: kept, but unhittable.
  public var warpedNotes = 0
  /// Things StepMania or osu! would ignore or fix up silently, said out loud.
  public var warnings: [BeatMapProblem] = []

  public init(sourceFormat: String, chartIndex: Int, chartCount: Int, chartDescription: String) {
    self.sourceFormat = sourceFormat
    self.chartIndex = chartIndex
    self.chartCount = chartCount
    self.chartDescription = chartDescription
  }

  /// One line each for the counts that are not zero.
  public var summaryLines: [String] {
    var lines: [String] = []
    if mines > 0 { lines.append("\(mines) mine\(mines == 1 ? "" : "s") skipped") }
    if fakes > 0 { lines.append("\(fakes) fake note\(fakes == 1 ? "" : "s") skipped") }
    if keysounds > 0 {
      lines.append("\(keysounds) auto-keysound note\(keysounds == 1 ? "" : "s") skipped")
    }
    if lifts > 0 { lines.append("\(lifts) lift note\(lifts == 1 ? "" : "s") played as taps") }
    if rolls > 0 { lines.append("\(rolls) roll\(rolls == 1 ? "" : "s") played as holds") }
    if warpedNotes > 0 {
      lines.append(
        "\(warpedNotes) note\(warpedNotes == 1 ? "" : "s") inside warps kept but unhittable")
    }
    return lines
  }
}
