/// Every tuning value of the game, as one injected value: the chapters and the story flow
/// read it, `GameConstants` hold the defaults, a tuning file overrides them (`TuningFile`),
/// and a replay records the part that affects its chapter's judgement.
public struct Tuning: Sendable, Equatable, Codable {
  public var story: StoryTuning
  public var firewall: FirewallTuning
  public var finale: FinaleTuning
  public var powerUp: PowerUpTuning
  public var calibration: CalibrationTuning
  public var cipher: CipherTuning
  public var network: NetworkTuning
  public var hearts: HeartsTuning

  public static let defaults = Tuning(
    story: .defaults, firewall: .defaults, finale: .defaults, powerUp: .defaults,
    calibration: .defaults, cipher: .defaults, network: .defaults, hearts: .defaults)

  public init(
    story: StoryTuning, firewall: FirewallTuning, finale: FinaleTuning, powerUp: PowerUpTuning,
    calibration: CalibrationTuning, cipher: CipherTuning, network: NetworkTuning,
    hearts: HeartsTuning
  ) {
    self.story = story
    self.firewall = firewall
    self.finale = finale
    self.powerUp = powerUp
    self.calibration = calibration
    self.cipher = cipher
    self.network = network
    self.hearts = hearts
  }

  private enum CodingKeys: String, CodingKey {
    case story, firewall, finale, powerUp, calibration, cipher, network, hearts
  }

  /// A group missing from the JSON takes its defaults: a replay saved before a chapter
  /// existed carries no tuning for it, and needs none, since it never plays that chapter.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    story = try container.decodeIfPresent(StoryTuning.self, forKey: .story) ?? .defaults
    firewall = try container.decodeIfPresent(FirewallTuning.self, forKey: .firewall) ?? .defaults
    finale = try container.decodeIfPresent(FinaleTuning.self, forKey: .finale) ?? .defaults
    powerUp = try container.decodeIfPresent(PowerUpTuning.self, forKey: .powerUp) ?? .defaults
    calibration =
      try container.decodeIfPresent(CalibrationTuning.self, forKey: .calibration) ?? .defaults
    cipher = try container.decodeIfPresent(CipherTuning.self, forKey: .cipher) ?? .defaults
    network = try container.decodeIfPresent(NetworkTuning.self, forKey: .network) ?? .defaults
    hearts = try container.decodeIfPresent(HeartsTuning.self, forKey: .hearts) ?? .defaults
  }
}
