import Foundation

/// Every judge, by family: the one list that `starlight-sync judges`, the settings, the
/// command line and the Firewall rules read. Every window is given in real milliseconds, as
/// each game publishes it, and judged in song time at the attempt's rate: every one of these
/// games keeps its windows constant in real time under a rate (osu! under DT/HT, StepMania,
/// Etterna and Quaver under their music rate), so a window of w ms is w x rate ms of song.
public enum JudgeCatalog {
  /// The families, each with its judges; a new judge is its family's folder and one line
  /// here.
  public static let families: [any JudgeFamily] = [
    StarlightJudge(),
    OsuStableJudge(),
    OsuLazerJudge(),
    ITGJudges(),
    EtternaJudges(),
    QuaverJudges(),
  ]

  /// The family of `id`; this game's own for a judge no family lists (the registry tests
  /// make sure each judge has one).
  public static func family(of id: JudgeID) -> any JudgeFamily {
    families.first { $0.judges.contains(id) } ?? StarlightJudge()
  }

  /// The rules `choice` gives at `rate`, its game's own (a judge tuned by the player gives
  /// the tuning's defaults).
  public static func rules(for choice: JudgeChoice, rate: PlaybackRate = .normal) -> JudgeRules {
    family(of: choice.id).rules(for: choice, rate: rate)
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
