/// Everything besides the beat map that decides how a run is judged.
public struct FirewallConfiguration: Sendable, Equatable {
  public var windows: HitWindows
  public var maxIntegrity: Int
  public var missDrain: Int
  public var blockRestore: Int

  public init(
    windows: HitWindows,
    maxIntegrity: Int = GameConstants.maxIntegrity,
    missDrain: Int = GameConstants.missIntegrityDrain,
    blockRestore: Int = GameConstants.blockIntegrityRestore
  ) {
    self.windows = windows
    self.maxIntegrity = maxIntegrity
    self.missDrain = missDrain
    self.blockRestore = blockRestore
  }

  public static func standard(autoAssist: Bool) -> FirewallConfiguration {
    FirewallConfiguration(
      windows: autoAssist ? GameConstants.autoAssistWindows : GameConstants.standardWindows)
  }
}
