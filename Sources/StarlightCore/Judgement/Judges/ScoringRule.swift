/// How a judge turns judgements into accuracy and score: each game family's own, as osu!'s
/// rulesets each hand out a `ScoreProcessor`. The judge's rules carry it; `JudgeScore` keeps
/// what every game shares (combo, accuracy's numerator and denominator) and asks the
/// processor it makes for the rest.
public protocol ScoringRule: Sendable {
  /// The game's word for its accuracy ("Accuracy", "DP", "Wife3").
  var accuracyName: String { get }
  /// How accuracy and score are counted, one line for `starlight-sync judges`.
  var summary: String { get }
  /// The lowest accuracy shown: Etterna shows a Wife3 below zero as it is (a run of misses is
  /// -275 %); the other games' accuracies stop at zero.
  var accuracyFloor: Double { get }
  /// The points tier `tier` is worth where the judge counts points per tier (this game's
  /// tuned points); nil where it does not, and the views show a rank-like weight.
  func points(forTier tier: Int) -> Int?
  /// A processor for a run of `totalJudgements` judgements under `rules`, played with `mods`
  /// (osu!'s No Fail halves its ScoreV1).
  func makeProcessor(rules: JudgeRules, totalJudgements: Int, mods: PlayMods)
    -> any ScoreProcessor
  func isEqual(to other: any ScoringRule) -> Bool
}

extension ScoringRule {
  public var accuracyName: String { "Accuracy" }
  public var accuracyFloor: Double { 0 }
  public func points(forTier tier: Int) -> Int? { nil }
}

extension ScoringRule where Self: Equatable {
  public func isEqual(to other: any ScoringRule) -> Bool { (other as? Self) == self }
}

/// One run's scoring under a game's rule: what the game keeps beyond the shared figures
/// (osu!'s bonus meter, Quaver's multiplier), fed one scored event at a time.
public protocol ScoreProcessor: Sendable {
  /// The figures before anything is judged (ITG's EX score starts at 0 of 0).
  func begin(_ figures: inout ScoreFigures)
  /// A judgement (a tap, a tail, a hold's combined judgement) scored under `rules` (the rules
  /// in force now: the dev overlay may change this game's points between judgements), the
  /// combo already counted and `figures.judgedCount` already raised.
  mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures)
  /// A hold kept alive to its tail (held) or let go, under StepMania's rules.
  mutating func holdLife(held: Bool, figures: inout ScoreFigures)
  mutating func mineHit(figures: inout ScoreFigures)
  func isEqual(to other: any ScoreProcessor) -> Bool
}

extension ScoreProcessor {
  public func begin(_ figures: inout ScoreFigures) {}
  public mutating func holdLife(held: Bool, figures: inout ScoreFigures) {}
  public mutating func mineHit(figures: inout ScoreFigures) {}
}

extension ScoreProcessor where Self: Equatable {
  public func isEqual(to other: any ScoreProcessor) -> Bool { (other as? Self) == self }
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
