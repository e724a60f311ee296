/// osu!mania stable's ScoreV1: accuracy by 300/300/200/100/50 over 300; half of 1,000,000
/// from each hit's value, half from its bonus value scaled by the square root of a bonus
/// meter (0...100) that hits raise and poor hits and misses lower (osu! wiki,
/// ScoreV1/osu!mania). Tiers: 0 MAX, 1 300, 2 200, 3 100, 4 50.
public struct OsuStableScoring: ScoringRule, Equatable {
  static let hitValue: [Double] = [320, 300, 200, 100, 50]
  static let bonusValue: [Double] = [32, 32, 16, 8, 4]
  static let bonusGain: [Double] = [2, 1, 0, 0, 0]
  static let punishment: [Double] = [0, 0, 8, 24, 44]
  static let accuracyWeight: [Double] = [300, 300, 200, 100, 50]

  public var summary: String { "300/300/200/100/50 over 300; ScoreV1" }

  public func makeProcessor(
    rules: JudgeRules, totalJudgements: Int, mods: PlayMods
  ) -> any ScoreProcessor {
    Processor(
      totalJudgements: totalJudgements, multiplier: Self.multiplier(rules, noFail: mods.noFail))
  }

  /// Easy, No Fail and Half Time (a rate below 1) each halve ScoreV1 (osu! wiki; lazer's
  /// `ManiaLegacyScoreSimulator`); no other mod changes it (`osuStableModMultiplier`'s test).
  static func multiplier(_ rules: JudgeRules, noFail: Bool) -> Double {
    let halvings = [rules.choice.osuMod == .easy, noFail, rules.rate.hundredths < 100]
    return halvings.reduce(1.0) { total, halves in halves ? total / 2 : total }
  }

  struct Processor: ScoreProcessor, Equatable {
    let totalJudgements: Int
    /// ScoreV1's mod multiplier.
    let multiplier: Double
    var bonus = 100.0
    var scoreSum = 0.0

    init(totalJudgements: Int, multiplier: Double) {
      self.totalJudgements = totalJudgements
      self.multiplier = multiplier
    }

    mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures) {
      let tier: Int? = if case .hit(let tier, _) = judgement { tier } else { nil }
      figures.earned += tier.map { OsuStableScoring.accuracyWeight[$0] } ?? 0
      figures.possible += 300
      let share = 500_000 * multiplier / Double(totalJudgements)
      if let tier {
        bonus = min(
          100,
          max(0, bonus + OsuStableScoring.bonusGain[tier] - OsuStableScoring.punishment[tier]))
        scoreSum += share * OsuStableScoring.hitValue[tier] / 320
        scoreSum += share * OsuStableScoring.bonusValue[tier] * bonus.squareRoot() / 320
      } else {
        bonus = 0
      }
      figures.score = Int(scoreSum.rounded())
    }
  }
}
