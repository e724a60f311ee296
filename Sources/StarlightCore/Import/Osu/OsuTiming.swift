import Algorithms

/// The uninherited timing points of an `.osu` file (inherited ones only change scroll
/// speed) and the beat grid they make: beat 0 at the first timing point, or early enough
/// that no note falls before it.
struct OsuTiming {
  struct Point {
    var timeMs: Double
    var beatLengthMs: Double
  }

  /// Where the beats start and the tempo points, ready for a beat map document.
  struct BeatGrid {
    let originMs: Double
    /// Timing points with the beat each falls on, counted from `originMs`.
    let points: [(timeMs: Double, beat: Double, beatLengthMs: Double)]

    var tempo: [TempoPoint] {
      var result: [TempoPoint] = []
      for point in points {
        let bpm = 60_000 / point.beatLengthMs
        if result.last?.bpm == bpm { continue }
        result.append(TempoPoint(beat: result.isEmpty ? 0 : point.beat, bpm: bpm))
      }
      return result
    }

    func beat(atMs time: Double) -> Double {
      let after = points.partitioningIndex { $0.timeMs > time }
      let point = points[max(0, after - 1)]
      return point.beat + (time - point.timeMs) / point.beatLengthMs
    }
  }

  let offsetMs: Double
  private(set) var points: [Point] = []
  /// Every line, inherited or not, for slider velocities.
  private(set) var velocityLines: [OsuSliderVelocity.Line] = []

  init(offsetMs: Double) {
    self.offsetMs = offsetMs
  }

  /// `time,beatLength,meter,sampleSet,sampleIndex,volume,uninherited,effects`; a line with
  /// only the first two fields is uninherited (the oldest format).
  mutating func read(_ line: OsuFile.Line, problems: inout BeatMapProblemList) {
    let fields = line.text.fields(separatedBy: ASCII.comma)
    guard fields.count >= 2 else {
      problems.add(
        "line \(line.number)",
        "timing point '\(PrintableExcerpt.of(line.text))' needs at least time,beatLength")
      return
    }
    guard let time = NumberText.double(fields[0]) else {
      problems.add(
        "line \(line.number)",
        "timing point time '\(PrintableExcerpt.of(fields[0]))' is not a number")
      return
    }
    let uninherited = fields.count < 7 || fields[6].trimmingSpaces().hasPrefix("1")
    if let beatLength = NumberText.double(fields[1]), beatLength.isFinite {
      velocityLines.append(
        OsuSliderVelocity.Line(
          timeMs: time + offsetMs, beatLengthMs: beatLength, uninherited: uninherited,
          order: velocityLines.count))
    }
    guard uninherited else { return }
    guard let beatLength = NumberText.double(fields[1]), beatLength > 0 else {
      problems.add(
        "line \(line.number)",
        "uninherited timing point has beat length '\(PrintableExcerpt.of(fields[1]))'; it must be a positive number of milliseconds"
      )
      return
    }
    points.append(Point(timeMs: time + offsetMs, beatLengthMs: beatLength))
  }

  /// A timing point given by its values (Quaver's), rather than read from an `.osu` line.
  mutating func add(timeMs: Double, beatLengthMs: Double) {
    points.append(Point(timeMs: timeMs + offsetMs, beatLengthMs: beatLengthMs))
  }

  /// The grid, or nil without a timing point. Points on the same time: the last one wins.
  func beatGrid(firstNoteMs: Double?) -> BeatGrid? {
    var sorted: [Point] = []
    for point in points.enumerated().sorted(by: {
      ($0.element.timeMs, $0.offset) < ($1.element.timeMs, $1.offset)
    }).map(\.element) {
      if sorted.last?.timeMs == point.timeMs {
        sorted[sorted.count - 1] = point
      } else {
        sorted.append(point)
      }
    }
    guard let first = sorted.first else { return nil }
    // Whole beats back from the first timing point, so every note is at beat 0 or later.
    var lead = 0.0
    if let firstNoteMs, firstNoteMs < first.timeMs {
      lead = ((first.timeMs - firstNoteMs) / first.beatLengthMs).rounded(.up)
    }
    let origin = first.timeMs - lead * first.beatLengthMs
    var result: [(timeMs: Double, beat: Double, beatLengthMs: Double)] = []
    var beat = lead
    for (index, point) in sorted.enumerated() {
      if index > 0 {
        let previous = sorted[index - 1]
        beat += (point.timeMs - previous.timeMs) / previous.beatLengthMs
      }
      result.append((point.timeMs, beat, point.beatLengthMs))
    }
    return BeatGrid(originMs: origin, points: result)
  }
}
