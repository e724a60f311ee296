/// Every tuning value of the game, as one injected value: the chapters and the story flow
/// read it, `GameConstants` hold the defaults, a tuning file overrides them (`TuningFile`),
/// and a replay records the part that affects its chapter's judgement.
public struct Tuning: Sendable, Equatable, Codable {
  public var story: StoryTuning
  public var firewall: FirewallTuning
  public var finale: FinaleTuning
  public var powerUp: PowerUpTuning

  public static let defaults = Tuning(
    story: .defaults, firewall: .defaults, finale: .defaults, powerUp: .defaults)
}
