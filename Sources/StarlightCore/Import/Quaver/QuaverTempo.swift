/// The beat grid of a Quaver chart. Quaver places a note by its milliseconds alone: its
/// timing points only draw beat lines and name the BPM, and it plays whatever `Bpm` they hold
/// (`Qua.Validate` asks only that there is one): 0, below 0, 275 854.75 (its own conversion of
/// an osu! map's speed tricks), thousands of them. So no timing point refuses a chart here;
/// the grid follows the points it can, and every note must come back on its millisecond.
struct QuaverTempo {
  /// The latest time a timing point or note may have: a day, far beyond any song.
  static let maxMs = 86_400_000.0
  /// The grid's tempo when no timing point has one it can use.
  static let fallbackBPM = 60.0

  let grid: OsuTiming.BeatGrid
  let warnings: [(location: String, message: String)]
  /// Each note time's beat on `grid`, the one its tempo map plays on that very nanosecond.
  private let beats: [Double: Double]

  /// The grid for `points` that puts each of `noteTimes` (ms, within a day) exactly on its
  /// nanosecond; nil only without any timing point (Quaver refuses such a chart too).
  init?(points: [QuaFile.TimingPoint], noteTimes: [Double]) {
    guard !points.isEmpty else { return nil }
    var timing = OsuTiming(offsetMs: 0)
    var skipped = 0
    for point in points {
      let time = point.startTime ?? 0
      // A Bpm of 0 or below (or NaN, or infinite) has no beat length; Quaver draws no beats
      // from it and plays on. Here the tempo before it goes on.
      guard let bpm = point.bpm, bpm.isFinite, bpm > 0, time.isFinite, abs(time) <= Self.maxMs
      else {
        skipped += 1
        continue
      }
      timing.add(timeMs: time, beatLengthMs: 60_000 / bpm)
    }
    var warnings: [(String, String)] = []
    if skipped > 0 {
      warnings.append(
        (
          "TimingPoints",
          "warning: \(skipped) timing points with a Bpm of 0, below 0 or not a number (or a StartTime beyond a day) draw no beats; the tempo before each goes on"
        ))
    }
    let firstNote = noteTimes.min()
    if let grid = timing.beatGrid(firstNoteMs: firstNote),
      let beats = grid.exactBeats(noteTimes)
    {
      self.grid = grid
      self.beats = beats
      self.warnings = warnings
      return
    }
    // Beats counted through extreme tempos can be too coarse for a nanosecond (or not
    // finite): the grid then keeps one tempo, the one Quaver calls the chart's, from a whole
    // millisecond, where every note's beat plays back on its millisecond.
    let bpm = Self.commonBPM(timing.points, lastNoteMs: noteTimes.max()) ?? Self.fallbackBPM
    var steady = OsuTiming(offsetMs: 0)
    steady.add(timeMs: min(0, (firstNote ?? 0).rounded(.down)), beatLengthMs: 60_000 / bpm)
    // One point at or before every note: the grid always exists.
    grid = steady.beatGrid(firstNoteMs: firstNote) ?? OsuTiming.BeatGrid(originMs: 0, points: [])
    beats = grid.exactBeats(noteTimes) ?? [:]
    if !timing.points.isEmpty {
      warnings.append(
        (
          "TimingPoints",
          "warning: the \(timing.points.count) timing points cannot place every note on its millisecond; beats follow one tempo, \(bpm) BPM (notes keep their times)"
        ))
    }
    self.warnings = warnings
  }

  /// The beat of a note at `time` ms (one of the note times the grid was made for).
  func beat(atMs time: Double) -> Double {
    beats[time] ?? grid.beat(atMs: time)
  }

  /// The tempo that lasts longest up to the last note, as Quaver's `GetCommonBpm` finds it
  /// (the first point's reaching back to 0).
  static func commonBPM(_ points: [OsuTiming.Point], lastNoteMs: Double?) -> Double? {
    let sorted = points.sorted { $0.timeMs < $1.timeMs }
    guard var last = lastNoteMs ?? sorted.last?.timeMs else { return nil }
    var durations: [Double: Double] = [:]
    for (index, point) in sorted.enumerated().reversed() where point.timeMs <= last {
      let start = index == 0 ? 0 : point.timeMs
      durations[60_000 / point.beatLengthMs, default: 0] += last - start
      last = point.timeMs
    }
    return durations.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
      ?? sorted.first.map { 60_000 / $0.beatLengthMs }
  }
}
