/// The figures every game's score shares: combo, score, accuracy's numerator and
/// denominator, and (ITG) the EX score beside it. A judge's `ScoreProcessor` moves them.
public struct ScoreFigures: Sendable, Equatable {
  public var combo = 0
  public var maxCombo = 0
  public var score = 0
  /// Accuracy's numerator and denominator so far.
  public var earned = 0.0
  public var possible = 0.0
  /// ITG's EX score beside its DP (nil under other judges).
  public var exEarned: Double?
  public var exPossible: Double?
  /// Judgements scored so far (ticks of accuracy's denominator).
  public var judgedCount = 0
  /// The judge's `ScoringRule.accuracyFloor`.
  public let accuracyFloor: Double

  public init(accuracyFloor: Double) {
    self.accuracyFloor = accuracyFloor
  }

  /// Accuracy so far, at most 1 (1 before anything is judged), at least the floor.
  public var accuracy: Double {
    guard possible > 0 else { return 1 }
    return min(1, max(accuracyFloor, earned / possible))
  }
}
