import Foundation

/// Combo, accuracy and score of a run under its judge, fed one scored event at a time.
public struct JudgeScore: Sendable, Equatable {
  /// One thing the rules decided that the judge scores.
  public enum Event: Sendable, Equatable {
    /// A tap's judgement, or a hold's head where the head counts on its own.
    case tap(Judgement)
    /// A hold's head where the hold is judged as one (osu! stable): combo only.
    case holdStart(Judgement)
    /// A hold's tail judged on its own, or a hold's combined judgement.
    case holdEnd(Judgement)
    /// A hold kept alive to its tail (held) or let go, under StepMania's rules.
    case holdLife(held: Bool)
    /// osu! stable: a held hold's combo tick (combo only), and a hold dropped (breaks it).
    case holdTick
    case holdDropped
    case mineHit
  }

  public private(set) var combo = 0
  public private(set) var maxCombo = 0
  public private(set) var score = 0
  /// Accuracy's numerator and denominator so far.
  public private(set) var earned = 0.0
  public private(set) var possible = 0.0
  /// ITG's EX score beside its DP (nil under other judges).
  public private(set) var exEarned: Double?
  public private(set) var exPossible: Double?

  /// Judgements the run will score in all, for scores out of a fixed total.
  private let totalJudgements: Int
  /// osu!lazer's combo portion of a perfect run over `totalJudgements`.
  private let maximumComboPortion: Double
  private var scoreSum = 0.0
  private var osuBonus = 100.0
  /// ScoreV1's mod multiplier (`osuStableMultiplier`).
  private let osuMultiplier: Double
  private var comboPortion = 0.0
  private var multiplierCount = 0
  /// Judgements scored so far (ticks of accuracy's denominator).
  public private(set) var judgedCount = 0
  /// Etterna shows a Wife3 below zero as it is (a run of misses is -275 %); the other games'
  /// accuracies stop at zero.
  private let accuracyFloor: Double

  public init(rules: JudgeRules, totalJudgements: Int, noFail: Bool = false) {
    self.totalJudgements = max(1, totalJudgements)
    var portion = 0.0
    if case .osuLazer = rules.scoring {
      for step in 1...self.totalJudgements { portion += 305 * Self.lazerComboFactor(step) }
    }
    maximumComboPortion = portion
    osuMultiplier = Self.osuStableMultiplier(rules, noFail: noFail)
    if case .wife3 = rules.scoring {
      accuracyFloor = -.infinity
    } else {
      accuracyFloor = 0
    }
    if case .itg = rules.scoring {
      exEarned = 0
      exPossible = 0
    }
  }

  /// Points earned so far, as this game's judge counts them.
  public var earnedPoints: Int { Int(earned) }

  /// Accuracy so far, at most 1 (1 before anything is judged); below 0 only under Wife3.
  public var accuracy: Double {
    guard possible > 0 else { return 1 }
    return min(1, max(accuracyFloor, earned / possible))
  }

  /// ITG's EX percentage so far, 0...1.
  public var exAccuracy: Double? {
    guard let exEarned, let exPossible else { return nil }
    return exPossible > 0 ? min(1, max(0, exEarned / exPossible)) : 1
  }

  /// Scores `event` under `rules` (the rules in force now: the dev overlay may change this
  /// game's points between judgements).
  public mutating func record(_ event: Event, rules: JudgeRules) {
    switch event {
    case .tap(let judgement):
      count(judgement, rules: rules)
      scoreJudgement(judgement, rules: rules)
    case .holdEnd(let judgement):
      // A hold judged as one: its head's and ticks' combo reaches the max here; a miss breaks it.
      if !rules.judgesHoldAsOne || judgement.isMiss { count(judgement, rules: rules) }
      maxCombo = max(maxCombo, combo)
      scoreJudgement(judgement, rules: rules)
    case .holdTick:
      combo += 1
    case .holdDropped:
      combo = 0
    case .holdStart(let judgement):
      count(judgement, rules: rules)
    case .holdLife(let held):
      scoreHoldLife(held: held, scoring: rules.scoring)
    case .mineHit:
      scoreMine(scoring: rules.scoring)
    }
  }

  private mutating func count(_ judgement: Judgement, rules: JudgeRules) {
    if case .hit(let tier, _) = judgement, rules.tiers.indices.contains(tier),
      rules.tiers[tier].keepsCombo
    {
      combo += 1
      maxCombo = max(maxCombo, combo)
    } else {
      combo = 0
    }
  }

  private mutating func scoreJudgement(_ judgement: Judgement, rules: JudgeRules) {
    judgedCount += 1
    let tier: Int? = if case .hit(let tier, _) = judgement { tier } else { nil }
    let rate = rules.rate
    switch rules.scoring {
    case .starlight(let points):
      let value = tier.map { points.indices.contains($0) ? points[$0] : 0 } ?? 0
      earned += Double(value)
      possible += Double(points.first ?? 0)
      if tier != nil {
        let bonus = min(combo, GameConstants.comboBonusCapPercent)
        score += value * (100 + bonus) / 100
      }
    case .osuStable:
      scoreOsuStable(tier)
    case .osuLazer:
      let base = tier.map { Self.lazerBase[$0] } ?? 0
      earned += base
      possible += Self.lazerBase[0]
      if tier != nil { comboPortion += base * Self.lazerComboFactor(combo) }
      score = lazerScore()
    case .itg:
      let plus = rules.tiers.count == 6
      let weights = plus ? Self.itgFADP : Self.itgDP
      earned += tier.map { weights[min($0, weights.count - 1)] } ?? Self.itgMissDP
      possible += weights[0]
      exEarned = (exEarned ?? 0) + Self.exPoints(judgement, fantasticPlus: plus, rate: rate)
      exPossible = (exPossible ?? 0) + Self.exBest
      score = Int(earned)
    case .wife3(let scale):
      if let offset = judgement.offset {
        let realMs = rate.realOffset(ofSong: offset).milliseconds
        earned += Wife3.points(errorMs: realMs, scale: scale)
      } else {
        earned += Wife3.missWeight
      }
      possible += Wife3.maxPoints
      score = Int((earned * 100).rounded())
    case .quaver:
      scoreQuaver(tier)
    }
  }

  private mutating func scoreHoldLife(held: Bool, scoring: ScoringRule) {
    switch scoring {
    case .itg:
      earned += held ? Self.itgHeldDP : 0
      possible += Self.itgHeldDP
      exEarned = (exEarned ?? 0) + (held ? 1 : 0)
      exPossible = (exPossible ?? 0) + 1
      score = Int(earned)
    case .wife3:
      if !held { earned += Wife3.holdDropWeight }
      score = Int((earned * 100).rounded())
    default:
      break
    }
  }

  private mutating func scoreMine(scoring: ScoringRule) {
    switch scoring {
    case .itg:
      earned += Self.itgMineDP
      exEarned = (exEarned ?? 0) - 1
      score = Int(earned)
    case .wife3:
      earned += Wife3.mineHitWeight
      score = Int((earned * 100).rounded())
    default:
      break
    }
  }

  // MARK: osu! stable ScoreV1

  static let osuHitValue: [Double] = [320, 300, 200, 100, 50]
  static let osuBonusValue: [Double] = [32, 32, 16, 8, 4]
  static let osuBonusGain: [Double] = [2, 1, 0, 0, 0]
  static let osuPunishment: [Double] = [0, 0, 8, 24, 44]
  static let osuAccuracy: [Double] = [300, 300, 200, 100, 50]

  /// ScoreV1: half of 1,000,000 from each hit's value, half from its bonus value scaled by
  /// the square root of a bonus meter (0...100) that hits raise and poor hits and misses
  /// lower (osu! wiki, ScoreV1/osu!mania).
  private mutating func scoreOsuStable(_ tier: Int?) {
    earned += tier.map { Self.osuAccuracy[$0] } ?? 0
    possible += 300
    let share = 500_000 * osuMultiplier / Double(totalJudgements)
    if let tier {
      osuBonus = min(100, max(0, osuBonus + Self.osuBonusGain[tier] - Self.osuPunishment[tier]))
      scoreSum += share * Self.osuHitValue[tier] / 320
      scoreSum += share * Self.osuBonusValue[tier] * osuBonus.squareRoot() / 320
    } else {
      osuBonus = 0
    }
    score = Int(scoreSum.rounded())
  }

  /// Easy, No Fail and Half Time (a rate below 1) each halve ScoreV1 (osu! wiki; lazer's
  /// `ManiaLegacyScoreSimulator`); no other mod changes it (`osuStableModMultiplier`'s test).
  static func osuStableMultiplier(_ rules: JudgeRules, noFail: Bool) -> Double {
    let halvings = [rules.choice.osuMod == .easy, noFail, rules.rate.hundredths < 100]
    return halvings.reduce(1.0) { total, halves in halves ? total / 2 : total }
  }

  // MARK: osu!lazer standardised score

  static let lazerBase: [Double] = [305, 300, 200, 100, 50]

  static func lazerComboFactor(_ combo: Int) -> Double {
    min(max(0.5, log(Double(max(combo, 1))) / log(4)), log(400) / log(4))
  }

  /// 150,000 for combo and 850,000 for accuracy (raised to 2 + 2 x accuracy), each scaled
  /// by the share of the map judged, as lazer's `ManiaScoreProcessor` totals it.
  private func lazerScore() -> Int {
    let comboShare = maximumComboPortion > 0 ? comboPortion / maximumComboPortion : 0
    let progress = Double(judgedCount) / Double(totalJudgements)
    let value = 150_000 * comboShare + 850_000 * pow(accuracy, 2 + 2 * accuracy) * progress
    return Int(value.rounded())
  }

  // MARK: ITG

  static let itgDP: [Double] = [5, 4, 2, 0, -6]
  static let itgFADP: [Double] = [5, 5, 4, 2, 0, -6]
  static let itgMissDP = -12.0
  static let itgHeldDP = 5.0
  static let itgMineDP = -6.0
  static let exBest = 3.5
  /// EX: 3.5 for a Fantastic within 15 ms (FA+'s blue), 3 for one outside it, 2 for an
  /// Excellent, 1 for a Great, nothing for the rest.
  static func exPoints(_ judgement: Judgement, fantasticPlus plus: Bool, rate: PlaybackRate)
    -> Double
  {
    guard case .hit(let tier, let offset) = judgement else { return 0 }
    let blueEdge = Nanoseconds.fromMilliseconds(
      StepManiaJudges.fantasticPlus + StepManiaJudges.timingWindowAdd)
    let fantasticTiers = plus ? 2 : 1
    if tier < fantasticTiers {
      let blue = plus ? tier == 0 : rate.realOffset(ofSong: offset).magnitude <= blueEdge.magnitude
      return blue ? Self.exBest : 3
    }
    return [2.0, 1.0, 0, 0][min(3, tier - fantasticTiers)]
  }

  // MARK: Quaver

  static let quaverAccuracy: [Double] = [100, 98.25, 65, 25, -100]
  static let quaverMissAccuracy = -50.0
  static let quaverScore: [Double] = [100, 50, 25, 10, 5]
  static let quaverGood = 3
  /// Quaver's multiplier: a count of hits (at most 150) whose tens add 10 points each.
  static let quaverMultiplierStep = 10
  static let quaverMultiplierMax = 150

  /// Quaver's score (`ScoreProcessorKeys`): each judgement's weight plus the multiplier's
  /// tens, over what an all-Marvelous run makes of the map's judgements, out of 1,000,000.
  /// A Good takes a step off the multiplier, a miss two, anything else adds one.
  private mutating func scoreQuaver(_ tier: Int?) {
    earned += tier.map { Self.quaverAccuracy[$0] } ?? Self.quaverMissAccuracy
    possible += 100
    let step = Self.quaverMultiplierStep
    if let tier {
      multiplierCount += tier == Self.quaverGood ? -step : 1
    } else {
      multiplierCount -= 2 * step
    }
    multiplierCount = min(Self.quaverMultiplierMax, max(0, multiplierCount))
    scoreSum += (tier.map { Self.quaverScore[$0] } ?? 0) + Double(multiplierCount / step * step)
    score = Int(1_000_000 * scoreSum / Self.quaverBestSum(totalJudgements))
  }

  /// An all-Marvelous run's sum over `judgements`.
  static func quaverBestSum(_ judgements: Int) -> Double {
    let maximum = quaverMultiplierMax
    var sum = 0
    for count in stride(from: 1, to: min(judgements + 1, maximum), by: 1) {
      sum += 100 + quaverMultiplierStep * (count / quaverMultiplierStep)
    }
    if judgements >= maximum { sum += (judgements - (maximum - 1)) * (100 + maximum) }
    return Double(sum)
  }
}
