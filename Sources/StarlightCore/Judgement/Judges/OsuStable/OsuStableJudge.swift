/// osu! stable's osu!mania judge, ScoreV1 (a map made for mania, not a convert). The
/// asymmetries are stable's: a late press is never a 50 (past the 100 window the note is
/// already a miss), the late edge of the 100 window is exclusive, and an early press within
/// the miss window misses the note. A press judges the earliest note of its column not yet
/// judged, unless the column is locked by a note judged before its time
/// (`earliestLockedByEarlyHits`). Holds: `OsuStableHolds`; score: `OsuStableScoring`.
public struct OsuStableJudge: JudgeFamily {
  public init() {}

  public var judges: [JudgeID] { [.osuStable] }
  public var usesOverallDifficulty: Bool { true }

  public func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let od = OsuWindows.overallDifficulty(choice)
    let inverted = min(10, max(0, 10 - od))
    let window = OsuWindows.windowFunction(choice, rate: rate)
    let perfect = window(16)
    let great = window(34 + 3 * inverted)
    let good = window(67 + 3 * inverted)
    let ok = window(97 + 3 * inverted)
    let meh = window(121 + 3 * inverted)
    let miss = window(158 + 3 * inverted)
    let milliseconds = { (value: Int64) in value * Nanoseconds.perMillisecond }
    let names = OsuWindows.names
    let colours = OsuWindows.colours
    let tiers = [
      JudgeTier(names[0], colours[0], milliseconds(perfect)),
      JudgeTier(names[1], colours[1], milliseconds(great)),
      JudgeTier(names[2], colours[2], milliseconds(good)),
      JudgeTier(names[3], colours[3], early: milliseconds(ok), late: milliseconds(ok - 1)),
      JudgeTier(names[4], colours[4], early: milliseconds(meh), late: nil),
    ]
    let holds = OsuStableHoldWindows(
      taps: [perfect, great, good, ok, meh, miss],
      overholdGood: Self.overholdWindow(43 - 3 * od, choice.osuMod, rate: rate),
      overholdOk: Self.overholdWindow(103 - 3 * od, choice.osuMod, rate: rate))
    return JudgeRules(
      choice: choice, tiers: tiers, missName: "miss", earlyMiss: milliseconds(miss),
      rounding: .wholeMilliseconds, priority: .earliestLockedByEarlyHits,
      holds: OsuStableHolds(holds), rollRetapLimit: nil,
      mineWindow: nil, judgesLifts: false, scoring: OsuStableScoring(),
      scoreOrder: .noteOrderWithinInputFrame, grades: OsuWindows.grades, rate: rate)
  }

  /// The windows for a hold held past its release, as measured in stable (Interlude's
  /// findings): floor(43 - 3 x OD) for a 200, floor(103 - 3 x OD) for a 100, with Hard Rock
  /// and Easy moving them by their own rounding.
  private static func overholdWindow(
    _ base: Double, _ mod: JudgeChoice.OsuDifficultyMod, rate: PlaybackRate
  ) -> Int64 {
    let whole = OsuWindows.floorWhole(base)
    let modded: Int64 =
      switch mod {
      case .none: whole
      case .hardRock: OsuWindows.floorWhole((Double(whole) + 0.5) / 1.4) + 1
      case .easy: OsuWindows.floorWhole((Double(whole) + 0.5) * 1.4) - 1
      }
    return OsuWindows.floorWhole(Double(modded) * Double(rate.hundredths) / 100)
  }
}

extension JudgeID {
  public static let osuStable = JudgeID(named: "osu-stable")
}
