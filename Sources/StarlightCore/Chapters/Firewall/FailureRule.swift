/// What can end a rhythm run before its last note. Chosen when the attempt starts and
/// recorded in its replay, so a re-simulation fails (or not) where the run did.
///
/// No-fail (`PlayMods.noFail`) applies on top of either rule: the bar may empty and the run
/// goes on.
public enum FailureRule: String, Sendable, Equatable, Codable, CaseIterable {
  /// The story's Chapter 4: the firewall's integrity, with `FirewallTuning`'s drain and
  /// restore values.
  case firewallIntegrity
  /// A player's life bar, for charts played outside the story (Free Play, a chart played
  /// on its own): `LifeBarTuning`'s values, modelled on StepMania's `LifeMeterBar`.
  case lifeBar

  /// What the HUD calls the bar.
  public var barName: String {
    switch self {
    case .firewallIntegrity: "FIREWALL INTEGRITY"
    case .lifeBar: "LIFE"
    }
  }
}
