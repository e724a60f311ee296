/// Chapter 4's tuning: hit windows, approach, integrity. Defaults are `GameConstants`.
public struct FirewallTuning: Sendable, Equatable, Codable {
  /// The judgement tiers, innermost first; the last tier's half-width is the outer edge.
  public var windows: HitWindows
  /// The outer edge under Auto-Assist (the other tiers keep their widths).
  public var autoAssistOuterWindow: Nanoseconds
  /// How long a threat is visible before its hit time.
  public var approachTime: Nanoseconds
  /// Song time before the music starts, so the first threats can approach.
  public var leadIn: Nanoseconds
  public var maxIntegrity: Int
  public var missIntegrityDrain: Int
  public var blockIntegrityRestore: Int
  public var missRumbleIntensity: Double
  public var missRumbleSharpness: Double

  public static let defaults = FirewallTuning(
    windows: GameConstants.standardWindows,
    autoAssistOuterWindow: GameConstants.autoAssistOuterWindow,
    approachTime: GameConstants.approachTime, leadIn: GameConstants.leadIn,
    maxIntegrity: GameConstants.maxIntegrity,
    missIntegrityDrain: GameConstants.missIntegrityDrain,
    blockIntegrityRestore: GameConstants.blockIntegrityRestore,
    missRumbleIntensity: GameConstants.missRumbleIntensity,
    missRumbleSharpness: GameConstants.missRumbleSharpness)

  /// The rules' configuration for an attempt with or without Auto-Assist.
  public func configuration(autoAssist: Bool) -> FirewallConfiguration {
    FirewallConfiguration(
      windows: autoAssist ? windows.widened(outerEdge: autoAssistOuterWindow) : windows,
      maxIntegrity: maxIntegrity, missDrain: missIntegrityDrain,
      blockRestore: blockIntegrityRestore, missRumbleIntensity: missRumbleIntensity,
      missRumbleSharpness: missRumbleSharpness, approachTime: approachTime)
  }
}
