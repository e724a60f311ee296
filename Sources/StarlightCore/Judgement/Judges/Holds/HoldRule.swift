/// How a judge judges a hold (and a roll) beyond its head: each game's own rule. The
/// Firewall rules keep each hold's progress and ask the rule what it makes of it.
public protocol HoldRule: Sendable {
  /// Whether a hold is one judgement, made at its end (osu! stable), its head counting for
  /// combo only.
  var judgesHoldAsOne: Bool { get }
  /// Whether a hold's tail is a judgement of its own in the counts (and the score's total).
  var countsHoldEndsApart: Bool { get }
  /// Whether a hold still down is decided at its tail's own time (else once the release
  /// window has passed).
  var tailDecidedAtTail: Bool { get }
  /// Whether a hold let go (or whose head was missed) can be taken up again, and so waits
  /// in its lane when its head is missed.
  var allowsRegrab: Bool { get }
  /// How long a hold's lane may stay up before the tail and the hold live on (StepMania's
  /// hold life); nil where letting go decides the hold.
  var lifeWindow: Nanoseconds? { get }
  /// The tiers a release is judged by.
  func releaseTiers(_ tiers: [JudgeTier]) -> [JudgeTier]
  /// What a release `offset` from the tail makes of `hold`.
  func release(_ hold: HoldState, offset: Nanoseconds, judge: JudgeRules) -> HoldRelease
  /// Whether a press `sinceTail` after the tail (nil: no tail) takes up `hold`, let go in
  /// its lane, again.
  func takesUpAgain(_ hold: HoldState, sinceTail: Nanoseconds?, judge: JudgeRules) -> Bool
  /// What a hold still down when its tail is decided gets.
  func heldThrough(_ hold: HoldState, judge: JudgeRules) -> Judgement
  /// What a hold let go and never finished gets.
  func unfinished(_ hold: HoldState, judge: JudgeRules) -> Judgement
  /// How long after its tail a hold can still be released and judged.
  func tailReach(judge: JudgeRules) -> Nanoseconds
  /// How long after its tail a hold nobody holds expires.
  func unheldTailReach(judge: JudgeRules) -> Nanoseconds
  /// Whether a press `sinceTail` after the tail, for the lane's next note, leaves `hold`
  /// undecided (else the press decides it as unfinished).
  func pressLeavesHold(_ hold: HoldState, sinceTail: Nanoseconds, judge: JudgeRules) -> Bool
  /// The tier a hold's head pressed inside the early miss reach stands at, taking the hold
  /// up; nil where such a press misses the note.
  func earlyMissedHeadTier(judge: JudgeRules) -> Int?
  /// What the score is told of a tail judged `judgement`.
  func tailEvent(_ judgement: Judgement) -> JudgeScore.Event
  /// The rule in words, for `starlight-sync judges`.
  func summary(judge: JudgeRules) -> String
  func isEqual(to other: any HoldRule) -> Bool
}

extension HoldRule {
  public var judgesHoldAsOne: Bool { false }
  public var countsHoldEndsApart: Bool { false }
  public var lifeWindow: Nanoseconds? { nil }
  public func releaseTiers(_ tiers: [JudgeTier]) -> [JudgeTier] { tiers }
  public func unfinished(_ hold: HoldState, judge: JudgeRules) -> Judgement { .miss }
  public func unheldTailReach(judge: JudgeRules) -> Nanoseconds { tailReach(judge: judge) }
  public func pressLeavesHold(_ hold: HoldState, sinceTail: Nanoseconds, judge: JudgeRules)
    -> Bool
  { false }
  public func tailEvent(_ judgement: Judgement) -> JudgeScore.Event { .holdEnd(judgement) }
  public func earlyMissedHeadTier(judge: JudgeRules) -> Int? { nil }
}

extension HoldRule where Self: Equatable {
  public func isEqual(to other: any HoldRule) -> Bool { (other as? Self) == self }
}

/// A hold in play as its rule sees it.
public struct HoldState: Sendable, Equatable {
  /// The head's error (nil when the head was missed).
  public var headOffset: Nanoseconds?
  /// Let go before its release window (osu!lazer's broken hold, osu! stable's drop).
  public var broken: Bool
  /// The lane is down on it.
  public var isDown: Bool

  public init(headOffset: Nanoseconds?, broken: Bool, isDown: Bool) {
    self.headOffset = headOffset
    self.broken = broken
    self.isDown = isDown
  }

  public var headMissed: Bool { headOffset == nil }
}

/// What a release makes of a hold.
public enum HoldRelease: Sendable, Equatable {
  /// The hold is decided.
  case judged(Judgement)
  /// Let go too early: the hold goes on, broken (`breaksCombo`: the combo breaks now).
  case broken(breaksCombo: Bool)
  /// The lane is up; the hold lives on until its life window runs out.
  case lifeRunning
}
