import Foundation

/// Makes each judge's rules for an attempt. Every window is given in real milliseconds, as
/// each game publishes it, and judged in song time at the attempt's rate: every one of these
/// games keeps its windows constant in real time under a rate (osu! under DT/HT, StepMania,
/// Etterna and Quaver under their music rate), so a window of w ms is w x rate ms of song.
public enum JudgeCatalog {
  /// The rules `choice` gives at `rate`. This game's judge is made from the tuning instead
  /// (`starlight(windows:...)`), so asking here for it gives its defaults.
  public static func rules(for choice: JudgeChoice, rate: PlaybackRate = .normal) -> JudgeRules {
    switch choice.id {
    case .starlight:
      let tuning = FirewallTuning.defaults
      return starlight(
        windows: tuning.windows, mineWindow: rate.songDuration(ofReal: tuning.mineWindow),
        rollRetapLimit: rate.songDuration(ofReal: tuning.rollRetapLimit), rate: rate
      ).scaledWindows(rate)
    case .osuStable: return OsuJudges.stable(choice, rate: rate)
    case .osuLazer: return OsuJudges.lazer(choice, rate: rate)
    case .itg: return StepManiaJudges.itg(fantasticPlus: false, rate: rate)
    case .itgFA: return StepManiaJudges.itg(fantasticPlus: true, rate: rate)
    case .etternaJ4: return StepManiaJudges.etterna(scale: 1.0, choice, rate: rate)
    case .etternaJ5: return StepManiaJudges.etterna(scale: 0.84, choice, rate: rate)
    case .etternaJ6: return StepManiaJudges.etterna(scale: 0.66, choice, rate: rate)
    case .etternaJ7: return StepManiaJudges.etterna(scale: 0.5, choice, rate: rate)
    case .etternaJ8: return StepManiaJudges.etterna(scale: 0.33, choice, rate: rate)
    case .etternaJ9: return StepManiaJudges.etterna(scale: 0.2, choice, rate: rate)
    case .quaver, .quaverPeaceful, .quaverLenient, .quaverChill, .quaverStrict, .quaverTough,
      .quaverExtreme:
      return QuaverJudges.rules(choice, rate: rate)
    }
  }

  /// This game's own judge from tuned windows (already in song time at `rate`).
  public static func starlight(
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

  /// A real-time window in milliseconds as nanoseconds of song time at `rate`.
  static func song(_ milliseconds: Double, _ rate: PlaybackRate) -> Nanoseconds {
    rate.songDuration(ofReal: Nanoseconds.fromMilliseconds(milliseconds))
  }

  /// Every judge with its windows at 1x, for `starlight-sync judges`.
  public static var all: [JudgeRules] {
    JudgeID.allCases.map { rules(for: JudgeChoice.forChart($0, metadata: nil)) }
  }
}

extension JudgeRules {
  /// The same rules with every tier's edges in song time at `rate` (from real time).
  func scaledWindows(_ rate: PlaybackRate) -> JudgeRules {
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
