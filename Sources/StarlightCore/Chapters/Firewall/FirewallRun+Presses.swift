/// Presses: which note a press judges under the judge's priority (osu! stable's column lock
/// among them), a mine stepped on, or a hold let go taken up again.
extension FirewallRun {
  /// A press: it judges the nearer of the note the judge picks in its lane and a mine within
  /// the mine window (StepMania steps on the closest note; a tie goes to the note). With no
  /// note in reach it takes up a hold let go in its lane, if the judge allows that.
  mutating func block(lane: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    // A locked column eats the press whole: no note, no hold taken up again.
    if judge.priority == .earliestLockedByEarlyHits, isLockedByEarlyHit(lane: lane, at: time) {
      return
    }
    let mine = nearestMine(inLane: lane, to: time)
    let hit = pressTarget(lane: lane, at: time)
    if let mine, hit.map({ mine.distance < $0.offset.magnitude }) ?? true {
      resolveMine(mine.index, hitAt: time, effects: &effects)
      return
    }
    guard let hit else {
      if !regrabHold(lane: lane, at: time) {
        // Nothing in reach: a press never hurts the player.
        lastEmptyBlock = (lane, time)
      }
      return
    }
    if let earlier = activeHolds[lane] {
      // A hold let go in this lane whose window is still open is decided when the lane's
      // next note is hit (osu! stable's rule; under the others it would be lost anyway).
      if pressLeavesHold(earlier, at: time) {
        leaveAwaitingLaneUp(earlier, lane: lane)
      } else {
        finishHold(lane: lane, as: unfinished(earlier), &effects)
      }
    }
    guard let tier = hit.tier ?? earlyMissedHoldHead(hit.index) else {
      // An early press inside the judge's miss reach misses the note.
      judgeHead(noteIndex: hit.index, as: .miss, effects: &effects)
      return
    }
    judgeHead(noteIndex: hit.index, as: .hit(tier: tier, offset: hit.offset), effects: &effects)
    guard outcome == .playing, notes[hit.index].isHold else { return }
    startHold(noteIndex: hit.index, lane: lane, at: time, effects: &effects)
  }

  /// The tier a hold's head pressed inside the early miss reach stands at, where the judge's
  /// hold rule takes such a hold up; nil elsewhere (the press misses the note).
  private func earlyMissedHoldHead(_ index: Int) -> Int? {
    notes[index].isHold ? judge.holds.earlyMissedHeadTier(judge: judge) : nil
  }

  /// The note a press at `time` judges under the judge's priority, with its offset and tier
  /// (nil tier: inside the early miss reach).
  private mutating func pressTarget(lane: Int, at time: Nanoseconds) -> (
    index: Int, offset: Nanoseconds, tier: Int?
  )? {
    guard let first = nextUnjudged(in: pressQueues, cursors: &pressCursors, lane: lane) else {
      return nil
    }
    func target(_ index: Int) -> (index: Int, offset: Nanoseconds, tier: Int?)? {
      let offset = time - notes[index].time
      switch judge.verdict(forOffset: offset) {
      case .tier(let tier): return (index, offset, tier)
      case .miss: return (index, offset, nil)
      case .outOfReach: return nil
      }
    }
    guard judge.priority == .nearest else { return target(first) }
    var best: (index: Int, offset: Nanoseconds, tier: Int?)?
    for index in pressQueues[lane][pressCursors[lane]...] {
      if notes[index].time - time > judge.earlyReach { break }
      guard judgements[index] == nil, let candidate = target(index) else { continue }
      if best.map({ candidate.offset.magnitude < $0.offset.magnitude }) ?? true {
        best = candidate
      }
    }
    return best
  }

  /// osu! stable's column lock: the latest note of `lane` already judged (under the earliest
  /// priority, the one just before the cursor) was judged before its time and that time is
  /// still to come.
  private mutating func isLockedByEarlyHit(lane: Int, at time: Nanoseconds) -> Bool {
    _ = nextUnjudged(in: pressQueues, cursors: &pressCursors, lane: lane)
    let cursor = pressCursors[lane]
    guard cursor > 0 else { return false }
    let previous = pressQueues[lane][cursor - 1]
    return notes[previous].time > time
  }

  /// The first note in `lane`'s queue not yet judged, moving its cursor past judged ones.
  func nextUnjudged(in queues: [[Int]], cursors: inout [Int], lane: Int) -> Int? {
    let queue = queues[lane]
    while cursors[lane] < queue.count, judgements[queue[cursors[lane]]] != nil {
      cursors[lane] += 1
    }
    return cursors[lane] < queue.count ? queue[cursors[lane]] : nil
  }
}
