/// This game's own judge (Rules.md): its tiers, their points, the mine window and the roll
/// limit are the player's tuning, which the dev overlay changes; the story always plays
/// under it.
public struct StarlightJudge: JudgeFamily {
  public init() {}

  public var judges: [JudgeID] { [.starlight] }
  public var isTunedByPlayer: Bool { true }

  /// The tuning's defaults.
  public func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let tuning = FirewallTuning.defaults
    return Self.rules(
      windows: tuning.windows, mineWindow: rate.songDuration(ofReal: tuning.mineWindow),
      rollRetapLimit: rate.songDuration(ofReal: tuning.rollRetapLimit), rate: rate
    ).scaledWindows(rate)
  }

  /// The attempt's tuned values; the overlay's windows are already in them.
  public func rules(
    for choice: JudgeChoice, attempt: FirewallConfiguration, overlay: HitWindows?
  ) -> JudgeRules {
    Self.rules(
      windows: attempt.windows, mineWindow: attempt.mineWindow,
      rollRetapLimit: attempt.rollRetapLimit, rate: attempt.rate)
  }

  /// The judge from tuned windows (already in song time at `rate`).
  public static func rules(
    windows: HitWindows, mineWindow: Nanoseconds, rollRetapLimit: Nanoseconds,
    rate: PlaybackRate
  ) -> JudgeRules {
    // The colours this game has always drawn its tiers in.
    let colours: [TierColour] = [
      TierColour(120, 230, 255), TierColour(120, 230, 140), TierColour(255, 210, 90), .purple,
      .grey,
    ]
    return JudgeRules(
      choice: .starlight,
      tiers: windows.tiers.enumerated().map { index, tier in
        JudgeTier(tier.name, colours[min(index, colours.count - 1)], tier.halfWidth)
      },
      missName: Judgement.missName,
      holds: SeparateTailHolds(
        releaseScale: (1, 1), heldThroughTier: 0, heldThroughAtTail: true, brokenCap: nil),
      rollRetapLimit: rollRetapLimit, mineWindow: mineWindow, judgesLifts: true,
      scoring: StarlightScoring(points: windows.tiers.map(\.points)),
      grades: [.init("S", 0.95), .init("A", 0.9), .init("B", 0.8), .init("C", 0.7), .init("D", 0)],
      rate: rate)
  }
}

extension JudgeRules {
  /// The same rules with every tier's edges in song time at `rate` (from real time).
  fileprivate func scaledWindows(_ rate: PlaybackRate) -> JudgeRules {
    guard rate != .normal else { return self }
    return JudgeRules(
      choice: choice,
      tiers: tiers.map {
        JudgeTier(
          $0.name, $0.colour, early: rate.songDuration(ofReal: $0.early),
          late: $0.late.map { rate.songDuration(ofReal: $0) }, keepsCombo: $0.keepsCombo)
      },
      missName: missName, earlyMiss: earlyMiss.map { rate.songDuration(ofReal: $0) },
      rounding: rounding, priority: priority, holds: holds, rollRetapLimit: rollRetapLimit,
      mineWindow: mineWindow, judgesLifts: judgesLifts, scoring: scoring, grades: grades,
      rate: rate)
  }
}

extension JudgeID {
  public static let starlight = JudgeID(named: "starlight")
}
