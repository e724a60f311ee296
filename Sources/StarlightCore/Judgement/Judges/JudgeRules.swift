/// The rules of one judge for one attempt, in song time at the attempt's rate: what the
/// Firewall rules consult for every judgement. Made from a `JudgeChoice` by `JudgeCatalog`
/// (or from the tuning, for this game's own judge); nothing here branches on a game's name.
public struct JudgeRules: Sendable, Equatable {
  /// Which note a press in a lane judges.
  public enum NotePriority: Sendable, Equatable {
    /// The earliest note not yet judged (this game's, Quaver's, osu!lazer's).
    case earliest
    /// osu! stable's column lock: the earliest note not yet judged, but a press made while a
    /// note of its column that was already judged early is still to come does nothing at all
    /// (the press is eaten: it neither judges the next note nor takes up a hold).
    case earliestLockedByEarlyHits
    /// The nearest of the notes in reach (StepMania, Etterna).
    case nearest
  }

  /// In what order the judgements of one instant reach the score.
  public enum ScoreOrder: Sendable, Equatable {
    /// As the rules make them: by time, then by lane.
    case asJudged
    /// osu! stable's: once per input frame it walks its hit objects in time order, so what
    /// one frame decided (presses, releases, misses whose window closed since the frame
    /// before, combo ticks) is scored in note order. ScoreV1's bonus meter makes the order
    /// count (He He He's play: 725461 by lane, osu!'s 725496 by note).
    case noteOrderWithinInputFrame
  }

  /// What a press `offset` from a note makes of it.
  public enum Verdict: Sendable, Equatable {
    case tier(Int)
    /// Inside the judge's early miss reach (osu!, Quaver): the note is missed by the press.
    case miss
    /// Too far for this note: the press leaves it alone.
    case outOfReach
  }

  public let choice: JudgeChoice
  /// Hit tiers, innermost first.
  public let tiers: [JudgeTier]
  public let missName: String
  /// A press this far early, beyond every tier, misses the note (nil: it does nothing).
  public let earlyMiss: Nanoseconds?
  public let rounding: OffsetRounding
  public let priority: NotePriority
  /// How holds are judged beyond their heads: the judge's game's own rule.
  public var holds: any HoldRule { holdRule.rule }
  private let holdRule: HoldRuleValue
  /// A roll drops when its lane goes untapped this long; nil when the judge has no rolls.
  public let rollRetapLimit: Nanoseconds?
  /// A press this close to a mine hits it; nil when the judge has no mines.
  public let mineWindow: Nanoseconds?
  /// Lifts are judged at the release by the tiers, when the judge has them.
  public let judgesLifts: Bool
  /// How judgements make accuracy and score: the judge's game's own.
  public var scoring: any ScoringRule { scoringRule.rule }
  private let scoringRule: ScoringRuleValue
  public let scoreOrder: ScoreOrder
  /// Highest first.
  public let grades: [JudgeGrade]
  /// The attempt's rate: judges that score in real time (Wife3) need it.
  public let rate: PlaybackRate
  /// Edited in the dev overlay: reported as custom, never under the judge's own name.
  public var isCustom = false

  public init(
    choice: JudgeChoice, tiers: [JudgeTier], missName: String, earlyMiss: Nanoseconds? = nil,
    rounding: OffsetRounding = .exact, priority: NotePriority = .earliest, holds: any HoldRule,
    rollRetapLimit: Nanoseconds?, mineWindow: Nanoseconds?, judgesLifts: Bool,
    scoring: any ScoringRule, scoreOrder: ScoreOrder = .asJudged, grades: [JudgeGrade],
    rate: PlaybackRate
  ) {
    precondition(!tiers.isEmpty, "a judge needs at least one tier")
    self.choice = choice
    self.tiers = tiers
    self.missName = missName
    self.earlyMiss = earlyMiss
    self.rounding = rounding
    self.priority = priority
    holdRule = HoldRuleValue(rule: holds)
    self.rollRetapLimit = rollRetapLimit
    self.mineWindow = mineWindow
    self.judgesLifts = judgesLifts
    scoringRule = ScoringRuleValue(rule: scoring)
    self.scoreOrder = scoreOrder
    self.grades = grades
    self.rate = rate
    lateReach = rounding.reach(of: tiers.compactMap(\.late).max() ?? 0)
    earlyReach = rounding.reach(of: max(tiers.map(\.early).max() ?? 0, earlyMiss ?? 0))
  }

  /// The name results and replays show: the judge's label, or "custom" once edited.
  public var name: String { isCustom ? "custom (from \(choice.label))" : choice.label }

  /// What a press `offset` from a note makes of it under `tiers` (the head's, or a
  /// release's).
  public func verdict(forOffset offset: Nanoseconds, tiers: [JudgeTier]? = nil) -> Verdict {
    let error = rounding.apply(offset)
    for (index, tier) in (tiers ?? self.tiers).enumerated() {
      if error < 0 ? -error <= tier.early : tier.late.map({ error <= $0 }) ?? false {
        return .tier(index)
      }
    }
    if error < 0, let earlyMiss, -error <= earlyMiss { return .miss }
    return .outOfReach
  }

  /// The latest offset at which a press still judges a note: past it, the note is missed.
  /// Worked out once: the rules ask for it at every step of a run.
  public let lateReach: Nanoseconds

  /// The earliest (as a positive distance) at which a press judges a note.
  public let earlyReach: Nanoseconds

  /// The tiers a release is judged by.
  public var releaseTiers: [JudgeTier] { holds.releaseTiers(tiers) }

  /// Whether a hold is one judgement, made at its end (osu! stable).
  public var judgesHoldAsOne: Bool { holds.judgesHoldAsOne }

  /// Whether a hold's tail is a judgement of its own in the counts (and the score's total).
  public var countsHoldEndsApart: Bool { holds.countsHoldEndsApart }

  /// An error in the judge's whole milliseconds.
  public func wholeMilliseconds(_ offset: Nanoseconds) -> Int64 {
    rounding.apply(offset) / Nanoseconds.perMillisecond
  }

  /// The tiers as symmetric windows (the wider side), for views and statistics.
  public var displayWindows: HitWindows {
    HitWindows(
      tiers: tiers.enumerated().map { index, tier in
        JudgementTier(
          name: tier.name, halfWidth: max(tier.early, tier.late ?? 0),
          points: displayPoints(index: index))
      })
  }

  /// The grade an accuracy earns.
  public func grade(accuracy: Double) -> String {
    grades.first { accuracy >= $0.minimumAccuracy }?.name ?? grades.last?.name ?? ""
  }

  /// Tier names with the miss, for counts.
  public var countNames: [String] { tiers.map(\.name) + [missName] }

  /// A judge that counts points per tier shows them; the others show a rank-like weight.
  private func displayPoints(index: Int) -> Int {
    scoring.points(forTier: index) ?? (tiers.count - index) * 100
  }
}

/// A judge's hold rule compared as a value: each game's rule is a type of its own.
private struct HoldRuleValue: Sendable, Equatable {
  let rule: any HoldRule

  static func == (lhs: HoldRuleValue, rhs: HoldRuleValue) -> Bool {
    lhs.rule.isEqual(to: rhs.rule)
  }
}

/// A judge's scoring rule compared as a value: each game's rule is a type of its own.
private struct ScoringRuleValue: Sendable, Equatable {
  let rule: any ScoringRule

  static func == (lhs: ScoringRuleValue, rhs: ScoringRuleValue) -> Bool {
    lhs.rule.isEqual(to: rhs.rule)
  }
}

extension JudgeRules {
  /// Why this judge cannot judge `notes` (a note kind its game does not have), said before
  /// play; nil when it can.
  public func problem(judging notes: [TimedNote]) -> String? {
    var missing: [(kind: String, count: Int)] = []
    let mines = notes.filter { $0.kind == .mine }.count
    let rolls = notes.filter { $0.kind == .roll }.count
    let lifts = notes.filter { $0.kind == .lift }.count
    if mineWindow == nil, mines > 0 { missing.append(("mines", mines)) }
    if rollRetapLimit == nil, rolls > 0 { missing.append(("rolls", rolls)) }
    if !judgesLifts, lifts > 0 { missing.append(("lifts", lifts)) }
    guard !missing.isEmpty else { return nil }
    let list = missing.map { "\($0.count) \($0.kind)" }.joined(separator: ", ")
    return
      "the \(choice.id.rawValue) judge cannot judge this chart's \(list): its game has no such notes; choose starlight, itg or an etterna judge"
  }
}

extension JudgeRules {
  /// The judge as the dev overlay left it: `windows` (real time) are this judge's own tiers
  /// as the overlay shows them (`JudgeCatalog.rules(for:).displayWindows`), edited or not.
  /// Edited, every tier takes its new width on both sides (a side it lacks stays lacking, an
  /// exclusive late edge stays that much shorter) and the judge is reported as custom. Windows
  /// that are not this judge's (this game's tiers) leave it as it is.
  public func edited(by windows: HitWindows) -> JudgeRules {
    let own = JudgeCatalog.rules(for: choice).displayWindows
    guard windows.tierNames == own.tierNames, windows != own else { return self }
    var edited = JudgeRules(
      choice: choice,
      tiers: zip(tiers, windows.tiers).map { tier, window in
        let width = rate.songDuration(ofReal: window.halfWidth)
        let shortfall = tier.late.map { max(0, tier.early - $0) }
        return JudgeTier(
          tier.name, tier.colour, early: width, late: shortfall.map { max(0, width - $0) },
          keepsCombo: tier.keepsCombo)
      }, missName: missName, earlyMiss: earlyMiss, rounding: rounding, priority: priority,
      holds: holds, rollRetapLimit: rollRetapLimit, mineWindow: mineWindow,
      judgesLifts: judgesLifts, scoring: scoring, scoreOrder: scoreOrder, grades: grades,
      rate: rate)
    edited.isCustom = true
    return edited
  }
}
