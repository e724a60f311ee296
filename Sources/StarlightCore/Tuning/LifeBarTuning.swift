/// A player's life bar (charts played outside the story), in life units out of `maxLife`.
///
/// Modelled on StepMania's `LifeMeterBar` (life 0...1; W1 and W2 +0.008, W3 +0.004, W4 0,
/// W5 -0.04, miss -0.08, held +0.008, let go -0.08, and a hold whose head was missed costs
/// nothing more: `HNS_Missed` is 0), on a scale of 1000 so its steps stay whole numbers.
/// Two changes make it a bar a player who mostly hits survives, where StepMania's asks for
/// about 91 % of the notes to hold its level: the run starts full rather than at half, and
/// a hit earns 1.5 times StepMania's while a miss (or a hold let go, or a mine) costs five
/// eighths of its miss, so about one miss in five notes keeps the bar level and the full
/// bar absorbs a rough start.
public struct LifeBarTuning: Sendable, Equatable, Codable {
  public var maxLife: Int
  /// Life when the run starts.
  public var startLife: Int
  /// Life a hit changes, by the judge's tier, innermost first; tiers past the end take
  /// the last value (a judge's outer tiers, such as StepMania's W5, may cost life).
  public var tierChanges: [Int]
  /// Life a missed note costs (a hold's head; its tail then costs nothing more).
  public var missDrain: Int
  /// Life a hold held to its end earns, and one let go before its end costs.
  public var heldRestore: Int
  public var letGoDrain: Int
  public var mineDrain: Int

  public static let defaults = LifeBarTuning(
    maxLife: 1_000, startLife: 1_000, tierChanges: [12, 12, 6, 0, -25], missDrain: 50,
    heldRestore: 12, letGoDrain: 50, mineDrain: 50)

  public init(
    maxLife: Int, startLife: Int, tierChanges: [Int], missDrain: Int, heldRestore: Int,
    letGoDrain: Int, mineDrain: Int
  ) {
    self.maxLife = maxLife
    self.startLife = startLife
    self.tierChanges = tierChanges
    self.missDrain = missDrain
    self.heldRestore = heldRestore
    self.letGoDrain = letGoDrain
    self.mineDrain = mineDrain
  }

  /// What a hit in `tier` changes.
  public func change(forTier tier: Int) -> Int {
    guard let last = tierChanges.last else { return 0 }
    return tierChanges.indices.contains(tier) ? tierChanges[tier] : last
  }

  /// Every invariant broken, one line each.
  public var problems: [String] {
    var found: [String] = []
    if maxLife <= 0 || startLife <= 0 || startLife > maxLife {
      found.append("firewall.lifeBar: maxLife must be above 0 and startLife in 1...maxLife")
    }
    if tierChanges.isEmpty {
      found.append("firewall.lifeBar: tierChanges needs at least one value")
    }
    if [missDrain, heldRestore, letGoDrain, mineDrain].contains(where: { $0 < 0 }) {
      found.append("firewall.lifeBar: drains and restores must not be negative")
    }
    return found
  }
}
