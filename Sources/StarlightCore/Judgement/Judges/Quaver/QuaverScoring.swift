/// Quaver's scoring (`ScoreProcessorKeys`): accuracy by 100/98.25/65/25/-100, a miss -50;
/// score is each judgement's weight plus the multiplier's tens, over what an all-Marvelous
/// run makes of the map's judgements, out of 1,000,000. A Good takes a step off the
/// multiplier, a miss two, anything else adds one.
public struct QuaverScoring: ScoringRule, Equatable {
  static let accuracyWeight: [Double] = [100, 98.25, 65, 25, -100]
  static let missAccuracy = -50.0
  static let scoreWeight: [Double] = [100, 50, 25, 10, 5]
  static let good = 3
  /// Quaver's multiplier: a count of hits (at most 150) whose tens add 10 points each.
  static let multiplierStep = 10
  static let multiplierMax = 150

  public var summary: String { "100/98.25/65/25/-100, miss -50" }

  public func makeProcessor(
    rules: JudgeRules, totalJudgements: Int, mods: PlayMods
  ) -> any ScoreProcessor {
    Processor(best: Self.bestSum(totalJudgements))
  }

  /// An all-Marvelous run's sum over `judgements`.
  static func bestSum(_ judgements: Int) -> Double {
    let maximum = multiplierMax
    var sum = 0
    for count in stride(from: 1, to: min(judgements + 1, maximum), by: 1) {
      sum += 100 + multiplierStep * (count / multiplierStep)
    }
    if judgements >= maximum { sum += (judgements - (maximum - 1)) * (100 + maximum) }
    return Double(sum)
  }

  struct Processor: ScoreProcessor, Equatable {
    /// What an all-Marvelous run makes of the map's judgements.
    let best: Double
    var multiplierCount = 0
    var scoreSum = 0.0

    mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures) {
      let tier: Int? = if case .hit(let tier, _) = judgement { tier } else { nil }
      figures.earned += tier.map { QuaverScoring.accuracyWeight[$0] } ?? QuaverScoring.missAccuracy
      figures.possible += 100
      let step = QuaverScoring.multiplierStep
      if let tier {
        multiplierCount += tier == QuaverScoring.good ? -step : 1
      } else {
        multiplierCount -= 2 * step
      }
      multiplierCount = min(QuaverScoring.multiplierMax, max(0, multiplierCount))
      scoreSum +=
        (tier.map { QuaverScoring.scoreWeight[$0] } ?? 0) + Double(multiplierCount / step * step)
      figures.score = Int(1_000_000 * scoreSum / best)
    }
  }
}

extension JudgeScore {
  /// Quaver's all-Marvelous sum, where the scoring tests ask for it.
  static func quaverBestSum(_ judgements: Int) -> Double {
    QuaverScoring.bestSum(judgements)
  }
}
