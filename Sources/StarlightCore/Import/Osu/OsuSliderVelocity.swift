import Algorithms

/// What an osu! slider's length means in time: it travels 100 x SliderMultiplier x the slider
/// velocity in force osu! pixels a beat, so it lasts spans x length / that many beats. Its end
/// is a whole millisecond, worked out as osu!-stable does it (`endTime`).
///
/// Every timing point line sets the slider velocity from its time on: an inherited (green)
/// line to 100 / -beatLength, clamped to 0.1...10, an uninherited (red) one back to 1. On one
/// time, inherited lines win over uninherited ones, the last of them in file order (lazer's
/// `LegacyBeatmapDecoder` flushes timing changes first). The beat length is the last
/// uninherited line's at or before the time, or the first one's before any.
struct OsuSliderVelocity {
  /// lazer's `BASE_SCORING_DISTANCE`: osu! pixels a slider travels in one beat at 1x.
  static let baseScoringDistance = 100.0
  /// lazer clamps `SliderMultiplier` (default 1) and each slider velocity to these.
  static let multiplierRange = 0.4...3.6
  static let velocityRange = 0.1...10.0
  static let defaultMultiplier = 1.0

  struct Line {
    var timeMs: Double
    var beatLengthMs: Double
    var uninherited: Bool
    var order: Int
  }

  let sliderMultiplier: Double
  /// Uninherited lines by time (the last on one time wins), and every line's velocity.
  private let beats: [(timeMs: Double, beatLengthMs: Double)]
  private let velocities: [(timeMs: Double, velocity: Double)]

  init(lines: [Line], sliderMultiplier: Double?) {
    self.sliderMultiplier = min(
      max(sliderMultiplier ?? Self.defaultMultiplier, Self.multiplierRange.lowerBound),
      Self.multiplierRange.upperBound)
    let sorted = lines.sorted {
      ($0.timeMs, $0.uninherited ? 0 : 1, $0.order) < ($1.timeMs, $1.uninherited ? 0 : 1, $1.order)
    }
    beats = sorted.filter(\.uninherited).map { ($0.timeMs, $0.beatLengthMs) }
    velocities = sorted.map { line in
      let raw = line.beatLengthMs < 0 ? 100 / -line.beatLengthMs : 1
      let velocity = min(max(raw, Self.velocityRange.lowerBound), Self.velocityRange.upperBound)
      return (line.timeMs, velocity)
    }
  }

  /// Where a slider starting at `startMs` ends: `spans` passes of `length` osu! pixels. As
  /// osu!-stable computes it, and lazer's mania `SliderPatternGenerator` with it ("This matches
  /// stable's calculation"): floor(start + length x beatLength x spans x 0.01 /
  /// SliderMultiplier) in Double, in that order, from the start rounded to a whole ms (half to
  /// even, as .NET rounds), the beat length scaled by the velocity through a Float as lazer's
  /// `GetPrecisionAdjustedBeatLength` does it for mania. Floored, not rounded: osu!'s published
  /// conversion of beatmap 4869637 ends a slider of 910 px at 2.6x, 476.19 ms beats, from
  /// 45831 ms, at 47497 where the division gives 47497.67. Nil without an uninherited line.
  func endTime(startMs: Double, length: Double, spans: Int) -> Double? {
    let beatIndex = beats.partitioningIndex { $0.timeMs > startMs }
    guard let beat = beats.isEmpty ? nil : beats[max(0, beatIndex - 1)] else { return nil }
    let velocityIndex = velocities.partitioningIndex { $0.timeMs > startMs }
    let velocity = velocityIndex > 0 ? velocities[velocityIndex - 1].velocity : 1
    // The velocity as the green line's beat length (-100 / velocity), back through a Float.
    let asBeatLength = -Self.baseScoringDistance / velocity
    let multiplier = Double(min(max(Float(-asBeatLength), 10), 10_000)) / 100
    let beatLength = beat.beatLengthMs * multiplier
    let start = startMs.rounded(.toNearestOrEven)
    return (start + length * beatLength * Double(spans) * 0.01 / sliderMultiplier)
      .rounded(.down)
  }
}
