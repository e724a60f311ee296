/// The mods the player turned on for every run (Chapter 4 and Free Play). Random draws a new
/// seed each run; the seed is recorded in the run's `PlayMods`, so its replay plays the
/// same lanes.
public struct ModPreferences: Sendable, Equatable, Hashable, Codable {
  public var mirror: Bool
  public var random: Bool
  public var noFail: Bool

  public static let none = ModPreferences()

  public init(mirror: Bool = false, random: Bool = false, noFail: Bool = false) {
    self.mirror = mirror
    self.random = random
    self.noFail = noFail
  }

  /// The mods for one run; `seed` is Random's, used only when Random is on.
  public func mods(seed: UInt64) -> PlayMods {
    PlayMods(mirror: mirror, randomSeed: random ? seed : nil, noFail: noFail)
  }
}
