import Foundation

/// Etterna's scoring: Wife3 at the judge's timing scale (`Wife3`), in real time at the
/// attempt's rate; a dropped hold and a mine hit cost their weights; the score is the
/// points times 100. Its accuracy may fall below zero.
public struct Wife3Scoring: ScoringRule, Equatable {
  /// J4 1.0, J5 0.84, ... J9 0.2.
  public let scale: Double

  public init(scale: Double) {
    self.scale = scale
  }

  public var accuracyName: String { "Wife3" }
  public var summary: String { "Wife3 at scale \(String(format: "%g", scale))" }
  public var accuracyFloor: Double { -.infinity }

  public func makeProcessor(
    rules: JudgeRules, totalJudgements: Int, mods: PlayMods
  ) -> any ScoreProcessor {
    Processor(scale: scale)
  }

  struct Processor: ScoreProcessor, Equatable {
    let scale: Double

    mutating func judged(_ judgement: Judgement, rules: JudgeRules, figures: inout ScoreFigures) {
      if let offset = judgement.offset {
        let realMs = rules.rate.realOffset(ofSong: offset).milliseconds
        figures.earned += Wife3.points(errorMs: realMs, scale: scale)
      } else {
        figures.earned += Wife3.missWeight
      }
      figures.possible += Wife3.maxPoints
      figures.score = Int((figures.earned * 100).rounded())
    }

    mutating func holdLife(held: Bool, figures: inout ScoreFigures) {
      if !held { figures.earned += Wife3.holdDropWeight }
      figures.score = Int((figures.earned * 100).rounded())
    }

    mutating func mineHit(figures: inout ScoreFigures) {
      figures.earned += Wife3.mineHitWeight
      figures.score = Int((figures.earned * 100).rounded())
    }
  }
}
