/// This game's scoring: points per tier (accuracy is earned over best), and a combo bonus
/// in the score of one percent per combo step up to `GameConstants.comboBonusCapPercent`.
public struct StarlightScoring: ScoringRule, Equatable {
  /// The tuned points of each tier, innermost first.
  public let points: [Int]

  public init(points: [Int]) {
    self.points = points
  }

  public var summary: String { "points per tier over the best, combo bonus in the score" }

  public func points(forTier tier: Int) -> Int? {
    points.indices.contains(tier) ? points[tier] : nil
  }

  public func makeProcessor(
    rules: JudgeRules, totalJudgements: Int, mods: PlayMods
  ) -> any ScoreProcessor {
    Processor()
  }

  /// Keeps nothing of its own: the points are read from the rules in force at each
  /// judgement, which the dev overlay may retune.
  struct Processor: ScoreProcessor, Equatable {
    mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures) {
      let scoring = rules.scoring
      let tier: Int? = if case .hit(let tier, _) = judgement { tier } else { nil }
      let value = tier.flatMap { scoring.points(forTier: $0) } ?? 0
      figures.earned += Double(value)
      figures.possible += Double(scoring.points(forTier: 0) ?? 0)
      if tier != nil {
        let bonus = min(figures.combo, GameConstants.comboBonusCapPercent)
        figures.score += value * (100 + bonus) / 100
      }
    }
  }
}
