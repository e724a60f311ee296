/// osu! stable's hold rule: one judgement per hold from the head's and the release's errors
/// together (`OsuStableHoldWindows` has the windows and the rules, in whole milliseconds).
public struct OsuStableHolds: HoldRule, Equatable {
  public let windows: OsuStableHoldWindows

  public init(_ windows: OsuStableHoldWindows) {
    self.windows = windows
  }

  public var judgesHoldAsOne: Bool { true }
  public var tailDecidedAtTail: Bool { false }
  public var allowsRegrab: Bool { true }

  public func release(_ hold: HoldState, offset: Nanoseconds, judge: JudgeRules) -> HoldRelease {
    let verdict = windows.release(
      head: hold.headOffset.map(judge.wholeMilliseconds),
      release: judge.wholeMilliseconds(offset), dropped: hold.broken)
    switch verdict {
    case .drop: return .broken(breaksCombo: true)
    case .tier(let tier): return .judged(.hit(tier: tier, offset: offset))
    case .miss: return .judged(.miss)
    }
  }

  /// Past its release window (the expiry's own millisecond) a hold is no longer taken up.
  public func takesUpAgain(_ hold: HoldState, sinceTail: Nanoseconds?, judge: JudgeRules) -> Bool {
    guard let sinceTail else { return true }
    return judge.wholeMilliseconds(sinceTail) <= windows.lateRelease
  }

  public func heldThrough(_ hold: HoldState, judge: JudgeRules) -> Judgement {
    windows.unreleased(
      head: hold.headOffset.map(judge.wholeMilliseconds), dropped: hold.broken, down: hold.isDown
    ).map { .hit(tier: $0, offset: 0) } ?? .miss
  }

  /// Not released in its window: judged as one held past it.
  public func unfinished(_ hold: HoldState, judge: JudgeRules) -> Judgement {
    heldThrough(hold, judge: judge)
  }

  /// Stable takes the hold up, its head error then too large for any tier of the combined
  /// judgement: the worst tier stands for its head.
  public func earlyMissedHeadTier(judge: JudgeRules) -> Int? { judge.tiers.count - 1 }

  public func tailReach(judge: JudgeRules) -> Nanoseconds {
    judge.rounding.reach(of: windows.lateRelease * Nanoseconds.perMillisecond)
  }

  /// After the inputs of the millisecond following its release window
  /// (`OsuStableHoldWindows.unheldExpiry`).
  public func unheldTailReach(judge: JudgeRules) -> Nanoseconds {
    judge.rounding.reach(of: windows.unheldExpiry * Nanoseconds.perMillisecond)
  }

  public func pressLeavesHold(_ hold: HoldState, sinceTail: Nanoseconds, judge: JudgeRules)
    -> Bool
  {
    hold.headMissed && windows.pressLeavesHold(sinceTail: judge.wholeMilliseconds(sinceTail))
  }

  public func summary(judge: JudgeRules) -> String {
    "one judgement from head and release errors (MAX within \(tenths(windows.tenths[0])) ms, 300 within \(tenths(windows.tenths[1])) ms), a release over \(windows.meh) ms early a miss, over \(windows.miss) ms early drops it"
  }

  private func tenths(_ value: Int64) -> String {
    value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
  }
}
