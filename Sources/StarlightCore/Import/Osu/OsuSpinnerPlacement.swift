/// Where osu!mania puts the spinners of an osu!mania map (lazer's `SpinnerPatternGenerator`
/// for mania-specific maps, as stable does): in a column drawn from `LegacyRandom` seeded
/// from the map's difficulty, not the column of the spinner's x. Taps and holds of a mania
/// map never draw from the generator (they pass through), so the n-th spinner takes the n-th
/// draw. A spinner lasting 100 ms or more is a hold to its end time, truncated to whole
/// milliseconds as osu! does; a shorter one is a note.
struct OsuSpinnerPlacement {
  /// The difficulty values the seed is made of, as osu! reads them (single precision;
  /// HP, CS and OD default to 5, AR to OD).
  struct Difficulty {
    var drainRate: Float = 5
    var circleSize: Float = 5
    var overallDifficulty: Float = 5
    var approachRate: Float?
  }

  /// The hit sound bit of a finish (clap 8, whistle 2, finish 4).
  static let finishBit = 4
  static let holdThresholdMs = 100
  static let longFinishMs = 1_000

  let keys: Int
  private var random: LegacyRandom

  init(keys: Int, difficulty: Difficulty) {
    self.keys = keys
    random = LegacyRandom(seed: Self.seed(difficulty))
  }

  /// lazer's `ManiaBeatmapConverter` seed: round(HP + CS) x 20 + trunc(OD x 41.2) +
  /// round(AR), rounding half to even as .NET's `MathF.Round` does.
  static func seed(_ difficulty: Difficulty) -> Int32 {
    let sum = (difficulty.drainRate + difficulty.circleSize).rounded(.toNearestOrEven)
    let overall = Double(difficulty.overallDifficulty) * 41.2
    let approach = (difficulty.approachRate ?? difficulty.overallDifficulty)
      .rounded(.toNearestOrEven)
    guard sum.isFinite, overall.isFinite, approach.isFinite, abs(sum) < 1e7, abs(overall) < 1e8,
      abs(approach) < 1e7
    else { return 0 }
    return Int32(truncatingIfNeeded: Int(sum) * 20 + Int(overall) + Int(approach))
  }

  /// The column of the next spinner, and whether it is a hold, given its start and its end
  /// (already truncated to whole milliseconds) and its hit sound.
  mutating func place(startMs: Double, endMs: Double, hitSound: Int) -> (column: Int, hold: Bool) {
    let length = endMs - startMs
    let hold = length >= Double(Self.holdThresholdMs)
    guard keys == 8 else { return (random.next(0, keys), hold) }
    // 7K+1: a short finish spinner is the scratch column; otherwise a random key column.
    if hitSound & Self.finishBit != 0, length < Double(Self.longFinishMs) { return (0, hold) }
    return (random.next(1, keys), hold)
  }
}
