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

    /// The hold as the judge's hold rule sees it.
    var state: HoldState { HoldState(headOffset: headOffset, broken: broken, isDown: isDown) }
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
    switch judge.holds.release(hold.state, offset: time - end, judge: judge) {
    case .judged(let judgement):
      finishHold(lane: lane, as: judgement, &effects)
    case .broken(let breaksCombo):
      hold.isDown = false
      hold.broken = true
      activeHolds[lane] = hold
      if breaksCombo { score(.holdDropped, of: hold.index) }
    case .lifeRunning:
      hold.isDown = false
      hold.releasedAt = time
      activeHolds[lane] = hold
    }
  }

  /// A press with no note in reach takes up the hold let go in its lane, where the judge
  /// allows it. Returns whether it did.
  mutating func regrabHold(lane: Int, at time: Nanoseconds) -> Bool {
    guard activeHolds.indices.contains(lane), var hold = activeHolds[lane], !hold.isDown,
      judge.holds.takesUpAgain(
        hold.state, sinceTail: notes[hold.index].endTime.map { time - $0 }, judge: judge)
    else { return false }
    hold.isDown = true
    hold.releasedAt = nil
    activeHolds[lane] = hold
    return true
  }

  /// What a hold still down when its tail is decided gets.
  func heldThrough(_ hold: HoldProgress) -> Judgement {
    judge.holds.heldThrough(hold.state, judge: judge)
  }

  /// What a hold let go and never finished gets: a miss, but under osu! stable the
  /// judgement of a hold not released in its window.
  func unfinished(_ hold: HoldProgress) -> Judgement {
    judge.holds.unfinished(hold.state, judge: judge)
  }

  /// How long after its tail a hold can still be released and judged.
  var tailReach: Nanoseconds { judge.holds.tailReach(judge: judge) }

  /// How long after its tail a hold nobody holds expires: under osu! stable, after the
  /// inputs of the millisecond following its release window
  /// (`OsuStableHoldWindows.unheldExpiry`); elsewhere with the release window.
  var unheldTailReach: Nanoseconds { judge.holds.unheldTailReach(judge: judge) }

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
  var tailDecidedAtTail: Bool { judge.holds.tailDecidedAtTail }

  /// Whether a hold let go (or whose head was missed) can be taken up again.
  var allowsRegrab: Bool { judge.holds.allowsRegrab }

  /// An error in the judge's whole milliseconds.
  func wholeMilliseconds(_ offset: Nanoseconds) -> Int64 {
    judge.wholeMilliseconds(offset)
  }

  /// The hold in `lane` decided: its tail judged and the lane free.
  mutating func finishHold(lane: Int, as judgement: Judgement, _ effects: inout [GameEffect]) {
    guard let hold = activeHolds[lane] else { return }
    activeHolds[lane] = nil
    rollTaps[lane] = nil
    judgeTail(noteIndex: hold.index, as: judgement, effects: &effects)
  }
}
