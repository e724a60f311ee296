/// Score, combo and accuracy, fed one judgement at a time.
public struct ScoreKeeper: Sendable, Equatable {
  public private(set) var score = 0
  public private(set) var combo = 0
  public private(set) var maxCombo = 0
  public private(set) var earnedPoints = 0
  public private(set) var judgedCount = 0
  private static let percent = 100

  public init() {}

  public mutating func record(_ judgement: Judgement, windows: HitWindows) {
    judgedCount += 1
    switch judgement {
    case .miss:
      combo = 0
    case .hit(let tier, _):
      combo += 1
      maxCombo = max(maxCombo, combo)
      let points = windows.tiers[tier].points
      earnedPoints += points
      let bonus = min(combo, GameConstants.comboBonusCapPercent)
      score += points * (Self.percent + bonus) / Self.percent
    }
  }

  /// Earned points over the best possible, 0...1; 1 before anything is judged.
  public func accuracy(windows: HitWindows) -> Double {
    guard judgedCount > 0, let best = windows.tiers.first?.points, best > 0 else { return 1 }
    return Double(earnedPoints) / Double(best * judgedCount)
  }
}
