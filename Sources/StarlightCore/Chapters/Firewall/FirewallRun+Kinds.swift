/// What falls due as time passes, and the rules of the kinds a press alone does not cover:
/// rolls (re-tapped or dropped), lifts (judged at a release) and mines (hit or passed).
extension FirewallRun {
  /// One thing time passing decides, at the instant it falls due.
  enum DueEvent {
    /// A judged note's outer window has passed unhit.
    case headExpired(Int)
    /// A held hold, or a roll tapped recently enough, reached its tail (or, under judges
    /// that ask for a release, its release window passed with the lane still down).
    case tailReached(Int)
    /// A roll went longer than its re-tap limit without a tap before its tail, a hold let go
    /// ran out of life, or a hold let go was not taken up again before its window passed.
    case tailLost(Int)
    /// A held hold's combo tick came (osu! stable).
    case holdTick(lane: Int)
    /// A mine crossed the line (hit if its lane is down at that instant).
    case mineCrossed(Int)
    /// A mine's window has passed without a hit: avoided.
    case mineExpired(Int)
  }

  /// The earliest event due at or before `time`. Each event is due at the first instant it
  /// holds (a head one nanosecond past its outer window, a mine one past its time, so that an
  /// action at exactly that time is applied first); ties go in the order of `DueEvent`'s cases,
  /// then by lane. Returns the event and the instant it fell due.
  ///
  /// Mutating though it changes nothing: called from `advance` on a non-mutating method, the
  /// whole run (about 1 KB) was copied at every step, most of a replay check's time.
  mutating func nextDue(by time: Nanoseconds) -> (at: Nanoseconds, event: DueEvent)? {
    var best: (at: Nanoseconds, rank: Int, event: DueEvent)?
    func consider(_ at: Nanoseconds, rank: Int, _ event: DueEvent) {
      guard at <= time else { return }
      if let current = best, (current.at, current.rank) <= (at, rank) { return }
      best = (at, rank, event)
    }
    if expiryCursor < expiryOrder.count {
      let index = expiryOrder[expiryCursor]
      consider(notes[index].time + judge.lateReach + 1, rank: 0, .headExpired(index))
    }
    let retapLimit = judge.rollRetapLimit ?? configuration.rollRetapLimit
    let holdLife = judge.holds.lifeWindow
    for case let hold? in activeHolds {
      let index = hold.index
      if let tick = nextComboTick(hold) {
        consider(tick, rank: 1, .holdTick(lane: notes[index].lane))
      }
      guard let end = notes[index].endTime else { continue }
      if notes[index].kind == .roll, let lastTap = rollTaps[notes[index].lane],
        end - lastTap > retapLimit
      {
        consider(lastTap + retapLimit + 1, rank: 1, .tailLost(index))
      } else if let holdLife, let releasedAt = hold.releasedAt, end - releasedAt > holdLife {
        consider(releasedAt + holdLife + 1, rank: 1, .tailLost(index))
      } else if hold.isDown || holdLife != nil {
        consider(tailDecidedAtTail ? end : end + tailReach + 1, rank: 1, .tailReached(index))
      } else {
        consider(end + unheldTailReach + 1, rank: 1, .tailLost(index))
      }
    }
    if let awaiting = nextHoldAwaitingLaneUp {
      consider(awaiting.at, rank: 1, .tailLost(awaiting.index))
    }
    if mineCrossCursor < mineOrder.count {
      let index = mineOrder[mineCrossCursor]
      consider(notes[index].time + 1, rank: 2, .mineCrossed(index))
    }
    if mineExpiryCursor < mineOrder.count {
      let index = mineOrder[mineExpiryCursor]
      consider(notes[index].time + (judge.mineWindow ?? 0) + 1, rank: 3, .mineExpired(index))
    }
    return best.map { ($0.at, $0.event) }
  }

  /// The input frame in which a replay's game saw `event`, due at `dueAt`: the first of the
  /// recording's input samples at or after it (a combo tick is due just after the sample it
  /// is credited on). Without samples (live play) every instant is its own frame.
  func inputFrame(of event: DueEvent, dueAt: Nanoseconds) -> Nanoseconds {
    guard !inputSamples.isEmpty else { return dueAt }
    if case .holdTick = event { return dueAt - 1 }
    let next = inputSamples.partitioningIndex { $0 >= dueAt }
    return next < inputSamples.count ? inputSamples[next] : dueAt
  }

  mutating func process(_ event: DueEvent, effects: inout [GameEffect]) {
    switch event {
    case .headExpired(let index):
      expiryCursor += 1
      if judgements[index] == nil { judgeHead(noteIndex: index, as: .miss, effects: &effects) }
    case .tailReached(let index):
      let lane = notes[index].lane
      guard let hold = activeHolds[lane] else { return }
      finishHold(lane: lane, as: heldThrough(hold), &effects)
    case .tailLost(let index):
      if holdsAwaitingLaneUp.contains(where: { $0.index == index }) {
        missHoldAwaitingLaneUp(index, effects: &effects)
        return
      }
      let lane = notes[index].lane
      guard let hold = activeHolds[lane], hold.index == index else { return }
      finishHold(lane: lane, as: unfinished(hold), &effects)
    case .holdTick(let lane):
      activeHolds[lane]?.ticks += 1
      if let hold = activeHolds[lane] { score(.holdTick, of: hold.index) }
    case .mineCrossed(let index):
      mineCrossCursor += 1
      if mineResults[index] == nil, heldLanes.contains(notes[index].lane) {
        resolveMine(index, hitAt: notes[index].time, effects: &effects)
      }
    case .mineExpired(let index):
      mineExpiryCursor += 1
      if mineResults[index] == nil { resolveMine(index, hitAt: nil, effects: &effects) }
    }
  }

  /// A release with no hold down in its lane: it judges the next lift there, if in reach.
  mutating func lift(lane: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    guard let index = nextUnjudged(in: liftQueues, cursors: &liftCursors, lane: lane) else {
      return
    }
    let offset = time - notes[index].time
    guard case .tier(let tier) = judge.verdict(forOffset: offset) else { return }
    judgeHead(noteIndex: index, as: .hit(tier: tier, offset: offset), effects: &effects)
  }

  /// The undecided mine in `lane` nearest to `time` and within the mine window, if any.
  mutating func nearestMine(inLane lane: Int, to time: Nanoseconds) -> (
    index: Int, distance: Nanoseconds
  )? {
    let queue = mineQueues[lane]
    while mineCursors[lane] < queue.count, mineResults[queue[mineCursors[lane]]] != nil {
      mineCursors[lane] += 1
    }
    guard let window = judge.mineWindow else { return nil }
    var nearest: (index: Int, distance: Nanoseconds)?
    for index in queue[mineCursors[lane]...] {
      let mineTime = notes[index].time
      if mineTime > time + window { break }
      let distance = Nanoseconds((time - mineTime).magnitude)
      guard mineResults[index] == nil, distance <= window else { continue }
      if nearest.map({ distance < $0.distance }) ?? true { nearest = (index, distance) }
    }
    return nearest
  }

  /// A mine decided: hit at `hitAt` (costing integrity, with the error sound and buzz), or
  /// avoided when nil (nothing gained or lost; the summary counts it).
  mutating func resolveMine(_ index: Int, hitAt: Nanoseconds?, effects: inout [GameEffect]) {
    resolvedCount += 1
    guard let hitAt else {
      mineResults[index] = .avoided
      return
    }
    mineResults[index] = .hit(at: hitAt)
    score(.mineHit, of: index)
    mark(noteIndex: index, isTail: false, .miss)
    effects.append(.sound(.error))
    drain(configuration.mineCost, effects: &effects)
  }
}
