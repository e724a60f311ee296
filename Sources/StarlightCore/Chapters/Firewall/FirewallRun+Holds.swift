import Algorithms

/// Holds under the judge's hold rule: taken up at the head, let go, taken up again, and
/// their tails (or their single combined judgement) decided.
extension FirewallRun {
  /// A hold (or roll) in play in a lane.
  struct HoldProgress: Sendable {
    let index: Int
    /// The lane is down on it.
    var isDown: Bool
    /// The head's error (nil when the head was missed).
    let headOffset: Nanoseconds?
    /// Let go before its release window (osu!lazer's broken hold, osu! stable's drop).
    var broken = false
    /// When the lane last came up (StepMania's hold life runs out from there).
    var releasedAt: Nanoseconds?
    /// osu! stable's combo ticks given so far.
    var ticks: Int64 = 0

    var headMissed: Bool { headOffset == nil }
  }

  /// The hold whose head was just hit at `time` is in play from now.
  mutating func startHold(
    noteIndex: Int, lane: Int, at time: Nanoseconds, effects: inout [GameEffect]
  ) {
    let progress = HoldProgress(
      index: noteIndex, isDown: true, headOffset: time - notes[noteIndex].time)
    if let end = notes[noteIndex].endTime, end <= time, tailDecidedAtTail {
      // A late head on a short hold: the tail has already gone by while the lane is down.
      judgeTail(noteIndex: noteIndex, as: heldThrough(progress), effects: &effects)
      return
    }
    activeHolds[lane] = progress
    if notes[noteIndex].kind == .roll { rollTaps[lane] = time }
  }

  /// The head of a hold was missed: under judges that let a player still take the hold up,
  /// it waits in its lane; under the others its tail goes with it.
  mutating func holdHeadMissed(noteIndex: Int, effects: inout [GameEffect]) {
    let lane = notes[noteIndex].lane
    if allowsRegrab, notes[noteIndex].kind != .roll, activeHolds.indices.contains(lane),
      activeHolds[lane] == nil
    {
      activeHolds[lane] = HoldProgress(index: noteIndex, isDown: false, headOffset: nil)
      return
    }
    judgeTail(noteIndex: noteIndex, as: .miss, effects: &effects)
  }

  /// The lane of a held hold came up at `time`.
  mutating func releaseHold(lane: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    guard var hold = activeHolds[lane], let end = notes[hold.index].endTime else { return }
    let offset = time - end
    switch judge.holds {
    case .separateTail(let rule):
      if case .tier(let tier) = judge.verdict(forOffset: offset, tiers: judge.releaseTiers) {
        let release = min(tier, rule.worstReleaseTier ?? tier)
        finishHold(
          lane: lane, as: .hit(tier: capped(release, hold, rule), offset: offset), &effects)
      } else if rule.brokenCap == nil {
        // Let go before the release window: the hold is dropped.
        finishHold(lane: lane, as: .miss, &effects)
      } else {
        hold.isDown = false
        hold.broken = true
        activeHolds[lane] = hold
      }
    case .combined(let windows):
      let verdict = windows.release(
        head: hold.headOffset.map(wholeMilliseconds),
        release: wholeMilliseconds(offset), dropped: hold.broken)
      switch verdict {
      case .drop:
        hold.isDown = false
        hold.broken = true
        activeHolds[lane] = hold
        score(.holdDropped, of: hold.index)
      case .tier(let tier):
        finishHold(lane: lane, as: .hit(tier: tier, offset: offset), &effects)
      case .miss:
        finishHold(lane: lane, as: .miss, &effects)
      }
    case .life:
      hold.isDown = false
      hold.releasedAt = time
      activeHolds[lane] = hold
    }
  }

  /// A press with no note in reach takes up the hold let go in its lane, where the judge
  /// allows it. Returns whether it did.
  mutating func regrabHold(lane: Int, at time: Nanoseconds) -> Bool {
    guard activeHolds.indices.contains(lane), var hold = activeHolds[lane], !hold.isDown,
      allowsRegrab || isLifeRule
    else { return false }
    // Past its release window (the expiry's own millisecond) a hold is no longer taken up.
    if case .combined(let windows) = judge.holds, let end = notes[hold.index].endTime,
      wholeMilliseconds(time - end) > windows.lateRelease
    {
      return false
    }
    hold.isDown = true
    hold.releasedAt = nil
    activeHolds[lane] = hold
    return true
  }

  /// What a hold still down when its tail is decided gets.
  func heldThrough(_ hold: HoldProgress) -> Judgement {
    switch judge.holds {
    case .separateTail(let rule):
      return .hit(tier: capped(rule.heldThroughTier, hold, rule), offset: 0)
    case .combined(let windows):
      return windows.unreleased(
        head: hold.headOffset.map(wholeMilliseconds), dropped: hold.broken, down: hold.isDown
      ).map { .hit(tier: $0, offset: 0) } ?? .miss
    case .life:
      return .hit(tier: 0, offset: 0)
    }
  }

  /// What a hold let go and never finished gets: a miss, but under osu! stable the
  /// judgement of a hold not released in its window.
  func unfinished(_ hold: HoldProgress) -> Judgement {
    judge.judgesHoldAsOne ? heldThrough(hold) : .miss
  }

  /// How long after its tail a hold can still be released and judged.
  var tailReach: Nanoseconds {
    switch judge.holds {
    case .separateTail(let rule):
      return rule.heldThroughAtTail && rule.brokenCap == nil
        ? 0 : judge.rounding.reach(of: judge.releaseTiers.compactMap(\.late).max() ?? 0)
    case .combined(let windows):
      return judge.rounding.reach(of: windows.lateRelease * Nanoseconds.perMillisecond)
    case .life:
      return 0
    }
  }

  /// How long after its tail a hold nobody holds expires: under osu! stable, after the
  /// inputs of the millisecond following its release window
  /// (`OsuStableHoldWindows.unheldExpiry`); elsewhere with the release window.
  var unheldTailReach: Nanoseconds {
    guard case .combined(let windows) = judge.holds else { return tailReach }
    return judge.rounding.reach(of: windows.unheldExpiry * Nanoseconds.perMillisecond)
  }

  /// When the hold in play gives its next combo tick (osu! stable's): every `comboTick`
  /// from the press that took it up, while it is held down and not dropped, up to its tail
  /// (however many its length would make pressed on time). Stable credits a tick on the first input
  /// sample at or after it, and only while the lane is still down in that sample: the tick
  /// falls due just after the sample, so a release in that very sample comes first.
  func nextComboTick(_ hold: HoldProgress) -> Nanoseconds? {
    guard judge.judgesHoldAsOne, hold.isDown, !hold.broken, let head = hold.headOffset,
      let end = notes[hold.index].endTime
    else { return nil }
    let start = notes[hold.index].time
    let spacing = OsuStableHoldWindows.comboTick
    let tick = start + head + (hold.ticks + 1) * spacing
    guard !inputSamples.isEmpty else { return tick <= end ? tick : nil }
    let next = inputSamples.partitioningIndex { $0 >= tick }
    guard next < inputSamples.count, inputSamples[next] <= end else { return nil }
    return inputSamples[next] + 1
  }

  /// Whether a hold still down is decided at its tail's own time (else once the release
  /// window has passed).
  var tailDecidedAtTail: Bool {
    switch judge.holds {
    case .separateTail(let rule): rule.heldThroughAtTail
    case .combined: false
    case .life: true
    }
  }

  /// Whether a hold let go (or whose head was missed) can be taken up again.
  var allowsRegrab: Bool {
    switch judge.holds {
    case .separateTail(let rule): rule.brokenCap != nil
    case .combined: true
    case .life: false
    }
  }

  var isLifeRule: Bool {
    if case .life = judge.holds { return true }
    return false
  }

  /// An error in the judge's whole milliseconds.
  func wholeMilliseconds(_ offset: Nanoseconds) -> Int64 {
    judge.rounding.apply(offset) / Nanoseconds.perMillisecond
  }

  /// The hold in `lane` decided: its tail judged and the lane free.
  mutating func finishHold(lane: Int, as judgement: Judgement, _ effects: inout [GameEffect]) {
    guard let hold = activeHolds[lane] else { return }
    activeHolds[lane] = nil
    rollTaps[lane] = nil
    judgeTail(noteIndex: hold.index, as: judgement, effects: &effects)
  }

  private func capped(_ tier: Int, _ hold: HoldProgress, _ rule: HoldRule.SeparateTail) -> Int {
    guard let cap = rule.brokenCap, hold.broken || hold.headMissed else { return tier }
    return max(tier, cap)
  }
}

extension JudgeRules {
  /// Whether a hold's tail is a judgement of its own in the counts (and the score's total).
  public var countsHoldEndsApart: Bool {
    switch holds {
    case .separateTail: true
    case .combined, .life: false
    }
  }

  /// Whether a hold is one judgement, made at its end (osu! stable).
  public var judgesHoldAsOne: Bool {
    if case .combined = holds { return true }
    return false
  }
}
