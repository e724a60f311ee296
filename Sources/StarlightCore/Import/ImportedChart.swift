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
  /// StepMania mines, fakes (the 'F' notes and those in #FAKES ranges), lifts and rolls,
  /// each kept as its own kind.
  public var mines = 0
  public var fakes = 0
  /// StepMania auto-keysound notes, which play a sound but are never hit: skipped.
  public var keysounds = 0
  public var lifts = 0
  public var rolls = 0
  /// osu! sliders and spinners, made holds as osu!mania's converter makes them.
  public var sliders = 0
  public var spinners = 0
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
    func count(_ number: Int, _ noun: String, _ what: String) {
      if number > 0 { lines.append("\(number) \(noun)\(number == 1 ? "" : "s") \(what)") }
    }
    count(mines, "mine", "kept")
    count(fakes, "fake note", "kept (drawn, never judged)")
    count(keysounds, "auto-keysound note", "skipped")
    count(lifts, "lift", "kept")
    count(rolls, "roll", "kept")
    count(sliders, "slider", "made holds")
    count(spinners, "spinner", "made holds")
    if warpedNotes > 0 {
      lines.append(
        "\(warpedNotes) note\(warpedNotes == 1 ? "" : "s") inside warps kept but unhittable")
    }
    return lines
  }
}
