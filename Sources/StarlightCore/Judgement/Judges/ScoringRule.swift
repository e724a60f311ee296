/// How a judge turns judgements into accuracy and score.
public enum ScoringRule: Sendable, Equatable {
  /// This game's: points per tier (accuracy = earned over best), a combo bonus in the score.
  case starlight(points: [Int])
  /// osu!mania stable: accuracy by 300/300/200/100/50 over 300; ScoreV1's 1,000,000.
  case osuStable
  /// osu!lazer: accuracy by 305/300/200/100/50 over 305; standardised score.
  case osuLazer
  /// ITG (Simply Love): DP percentage, and EX score beside it.
  case itg
  /// Etterna: Wife3 at the judge's timing scale.
  case wife3(scale: Double)
  /// Quaver: its accuracy weights.
  case quaver

  /// Each game's word for its accuracy.
  public var accuracyName: String {
    switch self {
    case .itg: "DP"
    case .wife3: "Wife3"
    default: "Accuracy"
    }
  }
}

/// A grade and the accuracy (0...1) it needs.
public struct JudgeGrade: Sendable, Equatable {
  public let name: String
  public let minimumAccuracy: Double

  public init(_ name: String, _ minimumAccuracy: Double) {
    self.name = name
    self.minimumAccuracy = minimumAccuracy
  }
}
