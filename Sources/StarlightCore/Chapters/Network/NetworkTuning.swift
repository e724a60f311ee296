/// Chapter 5's tuning: the rounds and their grid, the values the nodes show, integrity and
/// what a wrong link costs, the stick's threshold, the time limit and the score.
public struct NetworkTuning: Sendable, Equatable, Codable {
  /// How many nodes each round has, in play order: one round per entry.
  public var roundSizes: [Int]
  /// The grid of slots every round's nodes are drawn onto (columns across, rows down).
  public var gridColumns: Int
  public var gridRows: Int
  /// Whether the first round shows 1...n, so the rule is seen before it must be read
  /// from scattered values; later rounds draw distinct values from 1...`maxNodeValue`.
  public var firstRoundCountsFromOne: Bool
  public var maxNodeValue: Int
  /// How many layouts a round may draw before taking the always-reachable fallback
  /// (slots filled row by row), when the drawn ones leave a node out of reach.
  public var maxLayoutDraws: Int
  /// The integrity at the start, and what one wrong link costs; at 0 the chapter fails.
  public var maxIntegrity: Int
  public var wrongLinkCost: Int
  /// The share of the wrong-link cost Auto-Assist leaves, in permille (rounded up, so a
  /// wrong link always costs something unless the share is 0).
  public var autoAssistCostPermille: Int
  /// The error transient a wrong link plays, in permille of full intensity and sharpness.
  public var errorRumbleIntensityPermille: Int
  public var errorRumbleSharpnessPermille: Int
  /// The stick's tilt (0...`PlayerAction.axisMax`) past which it acts as one direction
  /// press, and the tilt it must come back inside before it can press again.
  public var stickThreshold: Int
  public var stickRearm: Int
  /// The input tick: an action takes effect from the first boundary at or after its stamp.
  public var inputTick: Nanoseconds
  /// The time to route every round; past it the chapter is failed.
  public var timeLimit: Nanoseconds
  /// A clear scores `clearPoints`, plus these per integrity percent and per second left.
  public var clearPoints: Int
  public var pointsPerIntegrityPercent: Int
  public var pointsPerSecondLeft: Int
  /// What each right link scores when the chapter is not cleared (progress).
  public var pointsPerLink: Int

  public static let defaults = NetworkTuning(
    roundSizes: [5, 7, 9], gridColumns: 5, gridRows: 3, firstRoundCountsFromOne: true,
    maxNodeValue: 99, maxLayoutDraws: 64, maxIntegrity: 100, wrongLinkCost: 20,
    autoAssistCostPermille: 500, errorRumbleIntensityPermille: 900,
    errorRumbleSharpnessPermille: 700, stickThreshold: 500, stickRearm: 250,
    inputTick: .milliseconds(1), timeLimit: .seconds(90), clearPoints: 1_000,
    pointsPerIntegrityPercent: 10, pointsPerSecondLeft: 10, pointsPerLink: 10)

  /// Bounds that keep a file's values playable and every run finite and small.
  static let maxRounds = 12
  static let maxGridSide = 12
  static let maxValue = 9_999
  static let maxDraws = 1_000
  static let maxIntegrityValue = 1_000_000
  static let maxTick = Nanoseconds.milliseconds(100)
  static let maxTimeLimit = Nanoseconds.seconds(60 * 60)
  static let maxPoints = 1_000_000

  /// The wrong-link cost in force, with Auto-Assist's share taken off when it is on.
  public func wrongLinkCost(autoAssist: Bool) -> Int {
    guard autoAssist else { return wrongLinkCost }
    return (wrongLinkCost * autoAssistCostPermille + 999) / 1_000
  }

  /// Why these values cannot make a playable chapter, or nil when they can.
  public var problem: String? {
    if !(1...Self.maxGridSide).contains(gridColumns) || !(1...Self.maxGridSide).contains(gridRows) {
      return "Network grid sides must be 1...\(Self.maxGridSide)"
    }
    let slots = gridColumns * gridRows
    if roundSizes.isEmpty || roundSizes.count > Self.maxRounds {
      return "Network must have 1...\(Self.maxRounds) rounds"
    }
    if roundSizes.contains(where: { !(2...slots).contains($0) }) {
      return "Network round sizes must be 2...\(slots) (the grid's slots)"
    }
    let largest = roundSizes.max() ?? 0
    if maxNodeValue < largest || maxNodeValue > Self.maxValue {
      return "Network max node value must be \(largest)...\(Self.maxValue)"
    }
    if !(1...Self.maxDraws).contains(maxLayoutDraws) {
      return "Network layout draws must be 1...\(Self.maxDraws)"
    }
    if !(1...Self.maxIntegrityValue).contains(maxIntegrity) {
      return "Network integrity must be 1...\(Self.maxIntegrityValue)"
    }
    if !(1...maxIntegrity).contains(wrongLinkCost) {
      return "Network wrong-link cost must be 1...\(maxIntegrity) (the integrity)"
    }
    let permilles = [
      autoAssistCostPermille, errorRumbleIntensityPermille, errorRumbleSharpnessPermille,
    ]
    if permilles.contains(where: { !(0...1_000).contains($0) }) {
      return "Network Auto-Assist cost and rumble values must be 0...1000 permille"
    }
    if !(1...PlayerAction.axisMax).contains(stickThreshold)
      || !(0..<stickThreshold).contains(stickRearm)
    {
      return "Network stick threshold must be 1...\(PlayerAction.axisMax), its re-arm below it"
    }
    if inputTick <= 0 || inputTick > Self.maxTick {
      return "Network input tick must be 1 ns...\(Self.maxTick / Nanoseconds.perMillisecond) ms"
    }
    if timeLimit <= 0 || timeLimit > Self.maxTimeLimit {
      return "Network time limit must be positive and at most an hour"
    }
    let points = [clearPoints, pointsPerIntegrityPercent, pointsPerSecondLeft, pointsPerLink]
    if points.contains(where: { !(0...Self.maxPoints).contains($0) }) {
      return "Network points must be 0...\(Self.maxPoints)"
    }
    return nil
  }
}
