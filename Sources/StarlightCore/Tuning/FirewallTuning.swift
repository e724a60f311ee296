/// Chapter 4's tuning: hit windows, lead-in, integrity. Defaults are `GameConstants`. (The
/// approach time was here once; it only ever moved the view, so it is now the player's
/// scroll speed, `ViewPreferences.scrollSpeed`. A file or replay that still carries
/// `approachTime` loads: the key is read by nothing.)
public struct FirewallTuning: Sendable, Equatable, Codable {
  /// The judgement tiers, innermost first; the last tier's half-width is the outer edge.
  public var windows: HitWindows
  /// The outer edge under Auto-Assist (the other tiers keep their widths).
  public var autoAssistOuterWindow: Nanoseconds
  /// Song time before the music starts, so the first threats can approach.
  public var leadIn: Nanoseconds
  public var maxIntegrity: Int
  public var missIntegrityDrain: Int
  public var blockIntegrityRestore: Int
  public var missRumbleIntensity: Double
  public var missRumbleSharpness: Double
  /// Mines: how close a press must come to hit one, and what a hit costs.
  public var mineWindow: Nanoseconds
  public var mineIntegrityDrain: Int
  /// Rolls: the longest gap between taps that keeps one alive.
  public var rollRetapLimit: Nanoseconds
  /// The player's life bar, in place of the integrity values above, for charts played
  /// outside the story (`FailureRule.lifeBar`).
  public var lifeBar: LifeBarTuning

  public static let defaults = FirewallTuning(
    windows: GameConstants.standardWindows,
    autoAssistOuterWindow: GameConstants.autoAssistOuterWindow,
    leadIn: GameConstants.leadIn,
    maxIntegrity: GameConstants.maxIntegrity,
    missIntegrityDrain: GameConstants.missIntegrityDrain,
    blockIntegrityRestore: GameConstants.blockIntegrityRestore,
    missRumbleIntensity: GameConstants.missRumbleIntensity,
    missRumbleSharpness: GameConstants.missRumbleSharpness)

  public init(
    windows: HitWindows, autoAssistOuterWindow: Nanoseconds, leadIn: Nanoseconds, maxIntegrity: Int,
    missIntegrityDrain: Int, blockIntegrityRestore: Int,
    missRumbleIntensity: Double, missRumbleSharpness: Double,
    mineWindow: Nanoseconds = GameConstants.mineWindow,
    mineIntegrityDrain: Int = GameConstants.mineIntegrityDrain,
    rollRetapLimit: Nanoseconds = GameConstants.rollRetapLimit,
    lifeBar: LifeBarTuning = .defaults
  ) {
    self.lifeBar = lifeBar
    self.windows = windows
    self.autoAssistOuterWindow = autoAssistOuterWindow
    self.leadIn = leadIn
    self.maxIntegrity = maxIntegrity
    self.missIntegrityDrain = missIntegrityDrain
    self.blockIntegrityRestore = blockIntegrityRestore
    self.missRumbleIntensity = missRumbleIntensity
    self.missRumbleSharpness = missRumbleSharpness
    self.mineWindow = mineWindow
    self.mineIntegrityDrain = mineIntegrityDrain
    self.rollRetapLimit = rollRetapLimit
  }

  private enum CodingKeys: String, CodingKey {
    case windows, autoAssistOuterWindow, leadIn, maxIntegrity, missIntegrityDrain
    case blockIntegrityRestore, missRumbleIntensity, missRumbleSharpness
    case mineWindow, mineIntegrityDrain, rollRetapLimit, lifeBar
  }

  /// The mine and roll values came with note kinds: a replay recorded before them has
  /// none, and its maps had no mines or rolls, so the defaults stand in. The life bar came
  /// later still: a replay without it was played on the story's integrity.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      windows: try values.decode(HitWindows.self, forKey: .windows),
      autoAssistOuterWindow: try values.decode(Nanoseconds.self, forKey: .autoAssistOuterWindow),
      leadIn: try values.decode(Nanoseconds.self, forKey: .leadIn),
      maxIntegrity: try values.decode(Int.self, forKey: .maxIntegrity),
      missIntegrityDrain: try values.decode(Int.self, forKey: .missIntegrityDrain),
      blockIntegrityRestore: try values.decode(Int.self, forKey: .blockIntegrityRestore),
      missRumbleIntensity: try values.decode(Double.self, forKey: .missRumbleIntensity),
      missRumbleSharpness: try values.decode(Double.self, forKey: .missRumbleSharpness),
      mineWindow: try values.decodeIfPresent(Nanoseconds.self, forKey: .mineWindow)
        ?? GameConstants.mineWindow,
      mineIntegrityDrain: try values.decodeIfPresent(Int.self, forKey: .mineIntegrityDrain)
        ?? GameConstants.mineIntegrityDrain,
      rollRetapLimit: try values.decodeIfPresent(Nanoseconds.self, forKey: .rollRetapLimit)
        ?? GameConstants.rollRetapLimit,
      lifeBar: try values.decodeIfPresent(LifeBarTuning.self, forKey: .lifeBar) ?? .defaults)
  }

  /// The rules' configuration for an attempt with or without Auto-Assist, failing by
  /// `failure`'s rule.
  public func configuration(
    autoAssist: Bool, failure: FailureRule = .firewallIntegrity
  ) -> FirewallConfiguration {
    var configuration = FirewallConfiguration(
      windows: autoAssist ? windows.widened(outerEdge: autoAssistOuterWindow) : windows,
      maxIntegrity: maxIntegrity, missDrain: missIntegrityDrain,
      blockRestore: blockIntegrityRestore, missRumbleIntensity: missRumbleIntensity,
      missRumbleSharpness: missRumbleSharpness, mineWindow: mineWindow,
      mineDrain: mineIntegrityDrain, rollRetapLimit: rollRetapLimit)
    if failure == .lifeBar { configuration.lifeBar = lifeBar }
    return configuration
  }
}
