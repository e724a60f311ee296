import StarlightCore

/// The mods the player chose for the rhythm chapter: fixed ones, and whether Random draws a
/// new shuffle every attempt (seeded by the attempt's own seed, which the replay records).
public struct ModChoice: Sendable, Equatable {
  public var mods: PlayMods
  public var randomEachAttempt: Bool

  public init(mods: PlayMods = .none, randomEachAttempt: Bool = false) {
    self.mods = mods
    self.randomEachAttempt = randomEachAttempt
  }

  public static let none = ModChoice()

  /// The mods of one attempt whose seed is `seed`.
  public func mods(seed: UInt64) -> PlayMods {
    var mods = mods
    if randomEachAttempt { mods.randomSeed = seed }
    return mods
  }
}
