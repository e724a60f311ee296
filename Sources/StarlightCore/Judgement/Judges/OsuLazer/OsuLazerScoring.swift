import Foundation

/// osu!lazer's standardised score: accuracy by 305/300/200/100/50 over 305; 150,000 for
/// combo and 850,000 for accuracy (raised to 2 + 2 x accuracy), each scaled by the share of
/// the map judged, as lazer's `ManiaScoreProcessor` totals it.
public struct OsuLazerScoring: ScoringRule, Equatable {
  static let base: [Double] = [305, 300, 200, 100, 50]

  public var summary: String { "305/300/200/100/50 over 305; standardised score" }

  public func makeProcessor(
    rules: JudgeRules, totalJudgements: Int, mods: PlayMods
  ) -> any ScoreProcessor {
    var portion = 0.0
    for step in 1...totalJudgements { portion += 305 * Self.comboFactor(step) }
    return Processor(totalJudgements: totalJudgements, maximumComboPortion: portion)
  }

  static func comboFactor(_ combo: Int) -> Double {
    min(max(0.5, log(Double(max(combo, 1))) / log(4)), log(400) / log(4))
  }

  struct Processor: ScoreProcessor, Equatable {
    let totalJudgements: Int
    /// The combo portion of a perfect run over `totalJudgements`.
    let maximumComboPortion: Double
    var comboPortion = 0.0

    mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures) {
      let tier: Int? = if case .hit(let tier, _) = judgement { tier } else { nil }
      let base = tier.map { OsuLazerScoring.base[$0] } ?? 0
      figures.earned += base
      figures.possible += OsuLazerScoring.base[0]
      if tier != nil { comboPortion += base * OsuLazerScoring.comboFactor(figures.combo) }
      let comboShare = maximumComboPortion > 0 ? comboPortion / maximumComboPortion : 0
      let progress = Double(figures.judgedCount) / Double(totalJudgements)
      let accuracy = figures.accuracy
      let value = 150_000 * comboShare + 850_000 * pow(accuracy, 2 + 2 * accuracy) * progress
      figures.score = Int(value.rounded())
    }
  }
}
