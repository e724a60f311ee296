/// One game's judges as whole rule sets, as osu!'s rulesets hand out their parts: for each
/// of its judges the rules (windows and tier names, note priority, hold rule, scoring and
/// accuracy, grades). `JudgeCatalog.families` lists them; the Firewall rules ask the rules
/// they make and never which game made them.
public protocol JudgeFamily: Sendable {
  /// Its judges, in the order `starlight-sync judges` and the settings list them.
  var judges: [JudgeID] { get }
  /// Whether its windows come from an osu! chart's OD (and osu!'s difficulty mods).
  var usesOverallDifficulty: Bool { get }
  /// Whether its windows, points, mine window and roll limit are the player's tuning (the
  /// dev overlay tunes them, and runs under them are the story's, comparable with its bests);
  /// else they are its game's own, which the overlay edits as `JudgeRules.edited(by:)`.
  var isTunedByPlayer: Bool { get }
  /// The rules of `choice` (one of `judges`) at `rate`, every window in song time; a judge
  /// tuned by the player gives the tuning's defaults.
  func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules
  /// The rules of `choice` for an attempt made from the player's tuning: `attempt` holds
  /// its values in song time at the attempt's rate (Auto-Assist's window among them),
  /// `overlay` the dev overlay's windows in real time (nil: none shown).
  func rules(for choice: JudgeChoice, attempt: FirewallConfiguration, overlay: HitWindows?)
    -> JudgeRules
}

extension JudgeFamily {
  public var usesOverallDifficulty: Bool { false }
  public var isTunedByPlayer: Bool { false }

  /// Its game's own rules at the attempt's rate, as the overlay left them.
  public func rules(
    for choice: JudgeChoice, attempt: FirewallConfiguration, overlay: HitWindows?
  ) -> JudgeRules {
    let own = rules(for: choice, rate: attempt.rate)
    return overlay.map { own.edited(by: $0) } ?? own
  }
}

extension JudgeID {
  /// The family whose rules this judge's are.
  public var family: any JudgeFamily { JudgeCatalog.family(of: self) }

  /// Whether the judge's windows come from an osu! chart's OD.
  public var usesOverallDifficulty: Bool { family.usesOverallDifficulty }

  /// Whether the judge's windows are the player's tuning (`JudgeFamily.isTunedByPlayer`).
  public var isTunedByPlayer: Bool { family.isTunedByPlayer }
}
