import Foundation

/// osu!mania's two judges. Windows from the chart's OD, in whole milliseconds of song time:
/// a window is floor(base x speed / difficulty), where speed is the rate (DT 1.5, HT 0.75:
/// the windows stay the same in real time) and difficulty 1.4 under Hard Rock, 1/1.4 under
/// Easy (lazer's `ManiaHitWindows`, checked against its `TestSceneLegacyReplayPlayback`).
enum OsuJudges {
  static let names = ["MAX", "300", "200", "100", "50"]
  static let colours: [TierColour] = [.cyan, .gold, .green, .blue, .grey]
  static let grades: [JudgeGrade] = [
    .init("SS", 1), .init("S", 0.95), .init("A", 0.9), .init("B", 0.8), .init("C", 0.7),
    .init("D", 0),
  ]

  /// osu! stable, ScoreV1 (a map made for mania, not a convert). The asymmetries are
  /// stable's: a late press is never a 50 (past the 100 window the note is already a miss),
  /// the late edge of the 100 window is exclusive, and an early press within the miss window
  /// misses the note. A press judges the earliest note of its column not yet judged, unless
  /// the column is locked by a note judged before its time (`earliestLockedByEarlyHits`).
  static func stable(_ choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let od = choice.overallDifficulty ?? JudgeChoice.defaultOverallDifficulty
    let inverted = min(10, max(0, 10 - od))
    let window = windowFunction(choice, rate: rate)
    let perfect = window(16)
    let great = window(34 + 3 * inverted)
    let good = window(67 + 3 * inverted)
    let ok = window(97 + 3 * inverted)
    let meh = window(121 + 3 * inverted)
    let miss = window(158 + 3 * inverted)
    let milliseconds = { (value: Int64) in value * Nanoseconds.perMillisecond }
    let tiers = [
      JudgeTier(names[0], colours[0], milliseconds(perfect)),
      JudgeTier(names[1], colours[1], milliseconds(great)),
      JudgeTier(names[2], colours[2], milliseconds(good)),
      JudgeTier(names[3], colours[3], early: milliseconds(ok), late: milliseconds(ok - 1)),
      JudgeTier(names[4], colours[4], early: milliseconds(meh), late: nil),
    ]
    let holds = OsuStableHoldWindows(
      taps: [perfect, great, good, ok, meh, miss],
      overholdGood: overholdWindow(43 - 3 * od, choice.osuMod, rate: rate),
      overholdOk: overholdWindow(103 - 3 * od, choice.osuMod, rate: rate))
    return JudgeRules(
      choice: choice, tiers: tiers, missName: "miss", earlyMiss: milliseconds(miss),
      rounding: .wholeMilliseconds, priority: .earliestLockedByEarlyHits,
      holds: OsuStableHolds(holds), rollRetapLimit: nil,
      mineWindow: nil, judgesLifts: false, scoring: OsuStableScoring(),
      scoreOrder: .noteOrderWithinInputFrame, grades: grades, rate: rate)
  }

  /// osu!lazer as it judges by default (ScoreV2-style windows from OD ranges): head and tail
  /// judged apart, the tail by windows 1.5 times as wide, capped at 50 when the head was
  /// missed or the hold let go and grabbed again.
  static func lazer(_ choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let od = choice.overallDifficulty ?? JudgeChoice.defaultOverallDifficulty
    let window = windowFunction(choice, rate: rate)
    let ranges: [(Double, Double, Double)] = [
      (22.4, 19.4, 13.9), (64, 49, 34), (97, 82, 67), (127, 112, 97), (151, 136, 121),
      (188, 173, 158),
    ]
    let edges = ranges.map { window(difficultyRange(od, $0)) * Nanoseconds.perMillisecond }
    let tiers = (0..<5).map { JudgeTier(names[$0], colours[$0], edges[$0]) }
    return JudgeRules(
      choice: choice, tiers: tiers, missName: "miss", earlyMiss: edges[5],
      rounding: .wholeMilliseconds,
      holds: SeparateTailHolds(
        releaseScale: (3, 2), heldThroughTier: 0, heldThroughAtTail: true, brokenCap: 4),
      rollRetapLimit: nil, mineWindow: nil, judgesLifts: false, scoring: OsuLazerScoring(),
      grades: grades, rate: rate)
  }

  /// floor(base x speed / difficulty), whole milliseconds of song time.
  private static func windowFunction(_ choice: JudgeChoice, rate: PlaybackRate) -> (Double) ->
    Int64
  {
    let speed = Double(rate.hundredths) / 100
    let difficulty: Double =
      switch choice.osuMod {
      case .none: 1
      case .hardRock: 1.4
      case .easy: 1 / 1.4
      }
    return { base in floorWhole(base * (speed / difficulty)) }
  }

  /// Floor, forgiving the last bits of a product that is whole in decimal (112 / 1.4 is 80).
  static func floorWhole(_ value: Double) -> Int64 {
    Int64((value + 1e-9).rounded(.down))
  }

  /// osu!'s `DifficultyRange`: the value at OD 5, moving linearly to OD 0's or OD 10's.
  static func difficultyRange(_ od: Double, _ range: (od0: Double, od5: Double, od10: Double))
    -> Double
  {
    if od > 5 { return range.od5 + (range.od10 - range.od5) * (od - 5) / 5 }
    if od < 5 { return range.od5 - (range.od5 - range.od0) * (5 - od) / 5 }
    return range.od5
  }

  /// The windows for a hold held past its release, as measured in stable (Interlude's
  /// findings): floor(43 - 3 x OD) for a 200, floor(103 - 3 x OD) for a 100, with Hard Rock
  /// and Easy moving them by their own rounding.
  private static func overholdWindow(
    _ base: Double, _ mod: JudgeChoice.OsuDifficultyMod, rate: PlaybackRate
  ) -> Int64 {
    let whole = floorWhole(base)
    let modded: Int64 =
      switch mod {
      case .none: whole
      case .hardRock: floorWhole((Double(whole) + 0.5) / 1.4) + 1
      case .easy: floorWhole((Double(whole) + 0.5) * 1.4) - 1
      }
    return floorWhole(Double(modded) * Double(rate.hundredths) / 100)
  }
}
