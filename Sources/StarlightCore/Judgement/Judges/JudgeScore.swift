/// Combo, accuracy and score of a run under its judge, fed one scored event at a time. The
/// combo is every game's; the rest is the judge's `ScoreProcessor`'s.
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

  public private(set) var figures: ScoreFigures
  private var processor: any ScoreProcessor

  public init(rules: JudgeRules, totalJudgements: Int, mods: PlayMods = .none) {
    figures = ScoreFigures(accuracyFloor: rules.scoring.accuracyFloor)
    processor = rules.scoring.makeProcessor(
      rules: rules, totalJudgements: max(1, totalJudgements), mods: mods)
    processor.begin(&figures)
  }

  public var combo: Int { figures.combo }
  public var maxCombo: Int { figures.maxCombo }
  public var score: Int { figures.score }
  public var earned: Double { figures.earned }
  public var possible: Double { figures.possible }
  public var exEarned: Double? { figures.exEarned }
  public var exPossible: Double? { figures.exPossible }
  public var judgedCount: Int { figures.judgedCount }

  /// Points earned so far, as this game's judge counts them.
  public var earnedPoints: Int { Int(figures.earned) }

  /// Accuracy so far, at most 1 (1 before anything is judged); below 0 only under Wife3.
  public var accuracy: Double { figures.accuracy }

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
      figures.maxCombo = max(figures.maxCombo, figures.combo)
      scoreJudgement(judgement, rules: rules)
    case .holdTick:
      // Into the max combo only with the next judgement (osu! stable: `OsuStableHoldWindows`).
      figures.combo += 1
    case .holdDropped:
      figures.combo = 0
    case .holdStart(let judgement):
      count(judgement, rules: rules)
    case .holdLife(let held):
      processor.holdLife(held: held, figures: &figures)
    case .mineHit:
      processor.mineHit(figures: &figures)
    }
  }

  private mutating func count(_ judgement: Judgement, rules: JudgeRules) {
    if case .hit(let tier, _) = judgement, rules.tiers.indices.contains(tier),
      rules.tiers[tier].keepsCombo
    {
      figures.combo += 1
      figures.maxCombo = max(figures.maxCombo, figures.combo)
    } else {
      figures.combo = 0
    }
  }

  private mutating func scoreJudgement(_ judgement: Judgement, rules: JudgeRules) {
    figures.judgedCount += 1
    processor.judged(judgement, rules: rules, figures: &figures)
  }

  public static func == (lhs: JudgeScore, rhs: JudgeScore) -> Bool {
    lhs.figures == rhs.figures && lhs.processor.isEqual(to: rhs.processor)
  }
}
