/// Imports a Quaver chart (`.qua`): 4 or 7 keys (`Mode: Keys4`/`Keys7`, one more with
/// `HasScratchKey`), the timing points as the tempo, hit objects as taps and holds (lane 1 is
/// our lane 0). Times are milliseconds of audio, put into beats under the timing points as
/// the osu! importer does, so they land on the same milliseconds (`QuaverTempo`, which takes
/// every timing point Quaver plays). Scroll velocities change only how notes move, never a
/// judgement: they are counted and left out.
struct QuaverImporter {
  static let modes = ["Keys4": 4, "Keys7": 7]
  static let maxMs = QuaverTempo.maxMs

  let data: [UInt8]
  let fileName: String

  func importChart(_ selector: ChartSelector?) throws(BeatMapError) -> (
    document: BeatMapDocument, report: ImportReport
  ) {
    var problems = BeatMapProblemList(file: fileName)
    let file = try QuaFile.parse(data, problems: problems)
    if let selector, selector != .index(0),
      selector != .name(file.difficultyName ?? "")
    {
      throw BeatMapError(problems: [
        problems.make(
          "file",
          "there is no \(selector); a .qua file holds one chart: 0, '\(file.difficultyName ?? "")'")
      ])
    }
    guard let mode = file.mode, let base = Self.modes[mode] else {
      throw BeatMapError(problems: [
        problems.make("Mode", "Mode '\(file.mode ?? "")' is not Keys4 or Keys7")
      ])
    }
    let keys = base + (file.hasScratchKey == true ? 1 : 0)
    let objects = file.hitObjects ?? []
    guard objects.count <= BeatMapLimits.maxNotes else {
      throw BeatMapError(problems: [
        problems.make("HitObjects", "more than \(BeatMapLimits.maxNotes) hit objects")
      ])
    }
    var notes: [(time: Double, end: Double?, lane: Int, index: Int)] = []
    for (index, object) in objects.enumerated() {
      let time = object.startTime ?? 0
      guard let lane = object.lane, (1...keys).contains(lane), time.isFinite,
        abs(time) <= Self.maxMs
      else {
        problems.add(
          "HitObjects[\(index)]", "needs a Lane from 1 to \(keys) and a StartTime within a day")
        continue
      }
      var end: Double?
      // Quaver's `IsLongNote`: an EndTime above 0 makes a hold; 0 or below, a tap.
      if let endTime = object.endTime, endTime > 0 {
        guard endTime.isFinite, endTime > time, endTime <= Self.maxMs else {
          problems.add("HitObjects[\(index)]", "EndTime \(endTime) must be after StartTime \(time)")
          continue
        }
        end = endTime
      }
      notes.append((time, end, lane - 1, index))
    }
    guard problems.isEmpty else { throw BeatMapError(problems: problems.all) }
    guard
      let tempo = QuaverTempo(
        points: file.timingPoints ?? [],
        noteTimes: notes.flatMap { [$0.time] + ($0.end.map { [$0] } ?? []) })
    else {
      throw BeatMapError(problems: [
        problems.make("TimingPoints", "no timing point: Quaver needs one to give the chart a tempo")
      ])
    }
    let beats = tempo.grid
    let sorted = notes.sorted { ($0.time, $0.lane, $0.index) < ($1.time, $1.lane, $1.index) }
    var report = ImportReport(
      sourceFormat: "Quaver .qua", chartIndex: 0, chartCount: 1,
      chartDescription: "\(keys)K '\(file.difficultyName ?? "")'")
    report.warnings += tempo.warnings.map { problems.make($0.location, $0.message) }
    if let velocities = file.sliderVelocities, !velocities.isEmpty {
      report.warnings.append(
        problems.make(
          "SliderVelocities",
          "warning: \(velocities.count) scroll velocity changes left out (they only move notes)"))
    }
    let document = BeatMapDocument(
      metadata: BeatMapMetadata(
        title: file.title ?? "", artist: file.artist ?? "",
        difficulty: file.difficultyName ?? "", origin: .quaver),
      audioFile: file.audioFile ?? "",
      previewStartMs: file.songPreviewTime.flatMap { $0 >= 0 && $0 <= Self.maxMs ? $0 : nil },
      offsetMs: beats.originMs, laneCount: keys, tempo: beats.tempo,
      notes: sorted.map {
        BeatMapNote(
          beat: tempo.beat(atMs: $0.time), lane: $0.lane,
          endBeat: $0.end.map { tempo.beat(atMs: $0) })
      },
      noteLocations: sorted.map { "HitObjects[\($0.index)]" })
    return (document, report)
  }
}
