/// osu!lazer's osu!mania judge as it judges by default (ScoreV2-style windows from OD
/// ranges, `OsuWindows`): head and tail judged apart, the tail by windows 1.5 times as wide,
/// capped at 50 when the head was missed or the hold let go and grabbed again; score:
/// `OsuLazerScoring`.
public struct OsuLazerJudge: JudgeFamily {
  public init() {}

  public var judges: [JudgeID] { [.osuLazer] }
  public var usesOverallDifficulty: Bool { true }

  public func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let od = OsuWindows.overallDifficulty(choice)
    let window = OsuWindows.windowFunction(choice, rate: rate)
    let ranges: [(Double, Double, Double)] = [
      (22.4, 19.4, 13.9), (64, 49, 34), (97, 82, 67), (127, 112, 97), (151, 136, 121),
      (188, 173, 158),
    ]
    let edges = ranges.map {
      window(OsuWindows.difficultyRange(od, $0)) * Nanoseconds.perMillisecond
    }
    let tiers = (0..<5).map { JudgeTier(OsuWindows.names[$0], OsuWindows.colours[$0], edges[$0]) }
    return JudgeRules(
      choice: choice, tiers: tiers, missName: "miss", earlyMiss: edges[5],
      rounding: .wholeMilliseconds,
      holds: SeparateTailHolds(
        releaseScale: (3, 2), heldThroughTier: 0, heldThroughAtTail: true, brokenCap: 4),
      rollRetapLimit: nil, mineWindow: nil, judgesLifts: false, scoring: OsuLazerScoring(),
      grades: OsuWindows.grades, rate: rate)
  }
}

extension JudgeID {
  public static let osuLazer = JudgeID(named: "osu-lazer")
}
