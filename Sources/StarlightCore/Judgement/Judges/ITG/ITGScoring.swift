/// ITG's scoring as Simply Love counts it: the DP percentage (5/4/2/0/-6 by tier, a miss
/// -12, a held hold 5, a mine hit -6; FA+ counts both Fantastics as 5), and the EX score
/// beside it.
public struct ITGScoring: ScoringRule, Equatable {
  /// FA+'s split Fantastic: tiers Blue Fantastic, White Fantastic, Excellent, ...
  public let fantasticPlus: Bool

  public init(fantasticPlus: Bool) {
    self.fantasticPlus = fantasticPlus
  }

  static let dp: [Double] = [5, 4, 2, 0, -6]
  static let fantasticPlusDP: [Double] = [5, 5, 4, 2, 0, -6]
  static let missDP = -12.0
  static let heldDP = 5.0
  static let mineDP = -6.0
  static let exBest = 3.5

  public var accuracyName: String { "DP" }
  public var summary: String { "DP (5/4/2/0/-6, miss -12, held 5, mine -6), EX beside it" }

  public func makeProcessor(
    rules: JudgeRules, totalJudgements: Int, mods: PlayMods
  ) -> any ScoreProcessor {
    Processor(fantasticPlus: fantasticPlus)
  }

  /// EX: 3.5 for a Fantastic within 15 ms (FA+'s blue), 3 for one outside it, 2 for an
  /// Excellent, 1 for a Great, nothing for the rest.
  static func exPoints(_ judgement: Judgement, fantasticPlus plus: Bool, rate: PlaybackRate)
    -> Double
  {
    guard case .hit(let tier, let offset) = judgement else { return 0 }
    let blueEdge = Nanoseconds.fromMilliseconds(
      ITGJudges.fantasticPlus + ITGJudges.timingWindowAdd)
    let fantasticTiers = plus ? 2 : 1
    if tier < fantasticTiers {
      let blue = plus ? tier == 0 : rate.realOffset(ofSong: offset).magnitude <= blueEdge.magnitude
      return blue ? exBest : 3
    }
    return [2.0, 1.0, 0, 0][min(3, tier - fantasticTiers)]
  }

  struct Processor: ScoreProcessor, Equatable {
    let fantasticPlus: Bool

    func begin(_ figures: inout ScoreFigures) {
      figures.exEarned = 0
      figures.exPossible = 0
    }

    mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures) {
      let weights = fantasticPlus ? ITGScoring.fantasticPlusDP : ITGScoring.dp
      let dp: Double =
        if case .hit(let tier, _) = judgement {
          weights[min(tier, weights.count - 1)]
        } else {
          ITGScoring.missDP
        }
      figures.earned += dp
      figures.possible += weights[0]
      let ex = ITGScoring.exPoints(judgement, fantasticPlus: fantasticPlus, rate: rules.rate)
      figures.exEarned = (figures.exEarned ?? 0) + ex
      figures.exPossible = (figures.exPossible ?? 0) + ITGScoring.exBest
      figures.score = Int(figures.earned)
    }

    mutating func holdLife(held: Bool, figures: inout ScoreFigures) {
      figures.earned += held ? ITGScoring.heldDP : 0
      figures.possible += ITGScoring.heldDP
      figures.exEarned = (figures.exEarned ?? 0) + (held ? 1 : 0)
      figures.exPossible = (figures.exPossible ?? 0) + 1
      figures.score = Int(figures.earned)
    }

    mutating func mineHit(figures: inout ScoreFigures) {
      figures.earned += ITGScoring.mineDP
      figures.exEarned = (figures.exEarned ?? 0) - 1
      figures.score = Int(figures.earned)
    }
  }
}
