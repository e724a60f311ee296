import Foundation

/// Imports an osu!mania beatmap (`Mode: 3`): key count from `CircleSize`, uninherited
/// timing points as the tempo, hit objects as taps and holds (sliders and spinners made holds
/// as osu!mania's converter makes them, `OsuHitObjects`), each note's column from its
/// x position, and the 24 ms osu! adds to files before format version 5 (lazer's
/// `LegacyBeatmapDecoder.EARLY_VERSION_TIMING_OFFSET`). osu! times are milliseconds, so
/// the notes are turned into beats under the timing points, which puts them back on the
/// same milliseconds (to well under a nanosecond) when the map is timed.
struct OsuImporter {
  /// osu! shifts maps saved before format version 5 this much later.
  static let earlyVersionOffsetMs = 24.0
  static let earlyVersionLimit = 5
  static let maniaMode = 3
  /// osu!'s playfield is 512 units wide; mania columns divide it evenly.
  static let playfieldWidth: Float = 512
  /// Hit object type bits.
  static let circleBit = 1
  static let sliderBit = 2
  static let spinnerBit = 8
  static let holdBit = 128
  static let modeNames = [0: "osu!standard", 1: "osu!taiko", 2: "osu!catch", 3: "osu!mania"]

  let data: [UInt8]
  let fileName: String

  func importChart(_ selector: ChartSelector?) throws(BeatMapError) -> (
    document: BeatMapDocument, report: ImportReport
  ) {
    var problems = BeatMapProblemList(file: fileName)
    let file = OsuFile(data: data, problems: &problems)
    guard problems.isEmpty else { throw BeatMapError(problems: problems.all) }
    guard let version = file.formatVersion else {
      throw BeatMapError(problems: [
        problems.make(
          "line \(file.headerLine)",
          "not an osu! beatmap: the first line must be '\(OsuFile.headerPrefix)N'")
      ])
    }
    let offset = version < Self.earlyVersionLimit ? Self.earlyVersionOffsetMs : 0
    let mode = file.value("General", "Mode")
    let modeNumber = mode.map { NumberText.integer($0.value) } ?? 0
    guard modeNumber == Self.maniaMode else {
      let name = modeNumber.flatMap { Self.modeNames[$0] } ?? "'\(mode?.value ?? "")'"
      throw BeatMapError(problems: [
        problems.make(
          mode.map { "line \($0.line)" } ?? "file",
          "Mode \(mode?.value ?? "0 (none given)") is \(name); only osu!mania maps (Mode: 3) can be imported"
        )
      ])
    }
    let versionName = file.value("Metadata", "Version")?.value ?? ""
    try check(selector, versionName: versionName, problems: problems)
    let keys = try keyCount(file, problems: problems)

    var timing = OsuTiming(offsetMs: offset)
    for line in file.timingPoints { timing.read(line, problems: &problems) }
    let multiplier = file.value("Difficulty", "SliderMultiplier").flatMap {
      NumberText.double($0.value)
    }
    var objects = OsuHitObjects(
      keys: keys, offsetMs: offset,
      velocity: OsuSliderVelocity(lines: timing.velocityLines, sliderMultiplier: multiplier),
      difficulty: difficulty(file))
    for line in file.hitObjects { objects.read(line, problems: &problems) }
    guard problems.isEmpty else { throw BeatMapError(problems: problems.all) }
    guard let beats = timing.beatGrid(firstNoteMs: objects.notes.map(\.timeMs).min()) else {
      throw BeatMapError(problems: [
        problems.make(
          "file", "no uninherited timing point: osu! needs one to give the map a tempo")
      ])
    }
    // osu! sorts hit objects by time, keeping file order for equal times.
    let sorted = objects.notes.enumerated().sorted {
      ($0.element.timeMs, $0.element.column, $0.offset) < (
        $1.element.timeMs, $1.element.column, $1.offset
      )
    }.map(\.element)
    // Beats counted through a speed trick (a beat length of 9999999999999 ms) lose the
    // note's millisecond when played back; each note's beat is the one that plays on it.
    let times = sorted.flatMap { [$0.timeMs] + ($0.endTimeMs.map { [$0] } ?? []) }
    let exact = beats.exactBeats(times) ?? [:]
    let beat = { (ms: Double) in exact[ms] ?? beats.beat(atMs: ms) }
    let notes = sorted.map {
      BeatMapNote(beat: beat($0.timeMs), lane: $0.column, endBeat: $0.endTimeMs.map(beat))
    }
    var report = ImportReport(
      sourceFormat: "osu!mania .osu", chartIndex: 0, chartCount: 1,
      chartDescription: "\(keys)K '\(versionName)'")
    report.sliders = objects.sliders
    report.spinners = objects.spinners
    report.warnings = objects.warnings.map {
      problems.make("line \($0.line)", "warning: \($0.message)")
    }
    let preview = file.value("General", "PreviewTime").flatMap { NumberText.double($0.value) }
    let document = BeatMapDocument(
      metadata: BeatMapMetadata(
        title: file.value("Metadata", "Title")?.value ?? "",
        artist: file.value("Metadata", "Artist")?.value ?? "", difficulty: versionName,
        origin: .osu,
        overallDifficulty: file.value("Difficulty", "OverallDifficulty").flatMap {
          NumberText.double($0.value).flatMap { (0...10).contains($0) ? $0 : nil }
        }),
      audioFile: file.value("General", "AudioFilename")?.value ?? "",
      previewStartMs: preview.flatMap { $0 >= 0 ? $0 + offset : nil },
      offsetMs: beats.originMs, laneCount: keys, tempo: beats.tempo, notes: notes,
      noteLocations: sorted.map { "line \($0.line)" })
    return (document, report)
  }

  /// The [Difficulty] values that seed osu!'s spinner placement, as osu! reads them.
  private func difficulty(_ file: OsuFile) -> OsuSpinnerPlacement.Difficulty {
    func value(_ key: String) -> Float? {
      file.value("Difficulty", key).flatMap { NumberText.double($0.value) }.map { Float($0) }
    }
    var difficulty = OsuSpinnerPlacement.Difficulty()
    difficulty.drainRate = value("HPDrainRate") ?? difficulty.drainRate
    difficulty.circleSize = value("CircleSize") ?? difficulty.circleSize
    difficulty.overallDifficulty = value("OverallDifficulty") ?? difficulty.overallDifficulty
    difficulty.approachRate = value("ApproachRate")
    return difficulty
  }

  /// An `.osu` file holds one chart: index 0, named by its `Version`.
  private func check(_ selector: ChartSelector?, versionName: String, problems: BeatMapProblemList)
    throws(BeatMapError)
  {
    let matches: Bool
    switch selector {
    case nil: return
    case .index(let index): matches = index == 0
    case .name(let name): matches = name.trimmingSpaces().lowercased() == versionName.lowercased()
    }
    guard !matches, let selector else { return }
    throw BeatMapError(problems: [
      problems.make(
        "file", "there is no \(selector); an .osu file holds one chart: 0, '\(versionName)'")
    ])
  }

  /// osu!mania's key count: `CircleSize` rounded (lazer's `ManiaBeatmapConverter`).
  private func keyCount(_ file: OsuFile, problems: BeatMapProblemList) throws(BeatMapError) -> Int {
    guard let entry = file.value("Difficulty", "CircleSize") else {
      throw BeatMapError(problems: [
        problems.make("file", "no CircleSize in [Difficulty]: osu!mania keeps its key count there")
      ])
    }
    guard let size = NumberText.double(entry.value) else {
      throw BeatMapError(problems: [
        problems.make(
          "line \(entry.line)", "CircleSize '\(PrintableExcerpt.of(entry.value))' is not a number")
      ])
    }
    // Checked: a huge CircleSize (1e19) must be refused, not trap in the conversion.
    guard let keys = NumberText.wholeNumber(size).map({ max(1, $0) }),
      BeatMap.laneRange.contains(keys)
    else {
      throw BeatMapError(problems: [
        problems.make(
          "line \(entry.line)",
          "CircleSize \(PrintableExcerpt.of(entry.value)) is out of range: this game plays \(BeatMap.laneRange.lowerBound) to \(BeatMap.laneRange.upperBound) lanes"
        )
      ])
    }
    return keys
  }
}
