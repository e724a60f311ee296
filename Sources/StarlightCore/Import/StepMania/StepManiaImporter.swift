/// Imports one chart of a StepMania `.sm` or `.ssc` simfile: its timing as StepMania
/// loads it, its notes on StepMania's rows, holds and rolls as holds; mines, fakes and
/// auto-keysounds skipped and counted; notes inside warps kept but unhittable.
struct StepManiaImporter {
  let file: MSDFile
  let fileName: String
  let isSSC: Bool
  let song: StepManiaSong

  init(data: [UInt8], fileName: String, isSSC: Bool) {
    file = MSDFile(data)
    self.fileName = fileName
    self.isSSC = isSSC
    song = StepManiaSong(file: file, isSSC: isSSC)
  }

  func importChart(_ selector: ChartSelector?) throws(BeatMapError) -> (
    document: BeatMapDocument, report: ImportReport
  ) {
    var problems = BeatMapProblemList(file: fileName)
    let (index, chart) = try select(selector, problems: problems)
    guard let notesParam = chart.notes, let columns = chart.columnCount else {
      let reason =
        chart.defect
        ?? "steps type '\(PrintableExcerpt.of(chart.stepsType))' is not supported (supported: \(StepManiaStepsType.columns.keys.sorted().joined(separator: ", ")))"
      throw BeatMapError(problems: [problems.make("line \(chart.line)", reason)])
    }
    var report = ImportReport(
      sourceFormat: isSSC ? "StepMania .ssc" : "StepMania .sm", chartIndex: index,
      chartCount: song.charts.count, chartDescription: chart.summary)

    var builder = StepManiaTimingBuilder(
      file: file, isSSC: isSSC, version: song.version, problems: problems)
    let songTiming = builder.build(song.timing)
    var timing = songTiming
    if let own = chart.timing, own.isPresent {
      // StepMania gives such a chart only its own timing; the song's BPMs do not carry
      // over (a chart with, say, only #STOPS plays at the default tempo).
      timing = builder.build(own, baseOffset: songTiming.offsetSeconds)
    }
    problems = builder.problems

    var parser = StepManiaNoteParser(columns: columns, problems: problems, report: report)
    parser.parse(notesParam, in: file)
    problems = parser.problems
    report = parser.report
    guard problems.isEmpty else { throw BeatMapError(problems: problems.all) }

    var notes: [BeatMapNote] = []
    var locations: [String] = []
    notes.reserveCapacity(parser.notes.count)
    for note in parser.notes {
      // Notes in a #FAKES range are drawn but never judged in StepMania: fakes, like 'F'.
      var kind = note.kind
      if kind != .fake, timing.isFake(row: note.row) {
        report.fakes += 1
        kind = .fake
      }
      notes.append(
        BeatMapNote(
          beat: StepManiaTimingList.beat(ofRow: note.row), lane: note.column,
          endBeat: note.endRow.map(StepManiaTimingList.beat(ofRow:)), kind: kind))
      locations.append("line \(note.line)")
    }
    let warnings = song.warnings + builder.warnings + parser.warnings
    report.warnings = warnings.map {
      problems.make($0.line > 0 ? "line \($0.line)" : "file", "warning: \($0.message)")
    }
    if song.music.isEmpty, chart.music?.isEmpty ?? true {
      report.warnings.append(problems.make("file", "warning: no #MUSIC; the chart names no audio"))
    }
    let document = BeatMapDocument(
      metadata: BeatMapMetadata(
        title: song.subtitle.isEmpty ? song.title : "\(song.title) \(song.subtitle)",
        artist: song.artist, difficulty: chart.difficulty, origin: .stepMania),
      audioFile: (chart.music?.isEmpty ?? true) ? song.music : chart.music ?? "",
      previewStartMs: Self.seconds(song.sampleStart).map { $0 * 1_000 },
      offsetMs: timing.offsetMs, laneCount: columns, tempo: timing.tempoPoints,
      stops: timing.tempoStops, delays: timing.tempoDelays, warps: timing.tempoWarps,
      notes: notes, noteLocations: locations)
    return (document, report)
  }

  /// The chart `selector` names; without one, the first chart this game can play.
  private func select(_ selector: ChartSelector?, problems: BeatMapProblemList)
    throws(BeatMapError) -> (Int, StepManiaChart)
  {
    let charts = song.charts
    let listing =
      charts.isEmpty
      ? "the file has no charts"
      : "charts: "
        + charts.enumerated().map { "\($0.offset): \($0.element.summary)" }
        .joined(separator: "; ")
    func failure(_ message: String) -> BeatMapError {
      BeatMapError(problems: [problems.make("file", "\(message) (\(listing))")])
    }
    switch selector {
    case nil:
      guard let index = charts.firstIndex(where: { $0.columnCount != nil && $0.notes != nil })
      else { throw failure("no chart this game can play") }
      return (index, charts[index])
    case .index(let index):
      guard charts.indices.contains(index) else {
        throw failure("there is no chart \(index)")
      }
      return (index, charts[index])
    case .name(let name):
      let matches = charts.indices.filter { charts[$0].matches(name: name) }
      guard let first = matches.first else { throw failure("no chart is named '\(name)'") }
      guard matches.count == 1 else {
        throw failure(
          "\(matches.count) charts are named '\(name)' (\(matches.map(String.init).joined(separator: ", "))); choose one by index"
        )
      }
      return (first, charts[first])
    }
  }

  /// StepMania's `HHMMSSToSeconds`: "12.5", "1:02.5" or "0:01:02.5".
  static func seconds(_ text: String) -> Double? {
    guard !text.isEmpty else { return nil }
    var total = 0.0
    for part in text.split(separator: ":", omittingEmptySubsequences: false) {
      guard let value = NumberText.double(part) else { return nil }
      total = total * 60 + value
    }
    return total >= 0 ? total : nil
  }
}
