/// osu! stable's holds whose head was missed and whose lane was pressed again for a later
/// note just as their release window closed (`OsuStableHoldWindows.pressLeavesHold`): they
/// are missed in the first input frame after that lane comes up, after that frame's own
/// judgements.
extension FirewallRun {
  /// A hold left undecided by a press in its lane.
  struct HoldAwaitingLaneUp: Sendable {
    let index: Int
    /// When its lane came up again (nil: still down).
    var laneUpAt: Nanoseconds?
  }

  /// Whether a press at `time` leaves the hold `hold`, still undecided in the pressed lane,
  /// to wait for the lane to come up (else the press decides it).
  func pressLeavesHold(_ hold: HoldProgress, at time: Nanoseconds) -> Bool {
    guard let end = notes[hold.index].endTime else { return false }
    return judge.holds.pressLeavesHold(hold.state, sinceTail: time - end, judge: judge)
  }

  /// The press leaves `hold` in `lane` waiting: the lane is free for the note it hits.
  mutating func leaveAwaitingLaneUp(_ hold: HoldProgress, lane: Int) {
    activeHolds[lane] = nil
    holdsAwaitingLaneUp.append(HoldAwaitingLaneUp(index: hold.index))
  }

  /// `lane` came up at `time`: the holds waiting on it fall due just after.
  mutating func laneCameUp(_ lane: Int, at time: Nanoseconds) {
    for position in holdsAwaitingLaneUp.indices
    where notes[holdsAwaitingLaneUp[position].index].lane == lane
      && holdsAwaitingLaneUp[position].laneUpAt == nil
    {
      holdsAwaitingLaneUp[position].laneUpAt = time
    }
  }

  /// The waiting hold due first, and when: one nanosecond after its lane came up, so that
  /// it falls in the next input frame.
  var nextHoldAwaitingLaneUp: (at: Nanoseconds, index: Int)? {
    holdsAwaitingLaneUp.compactMap { hold in hold.laneUpAt.map { ($0 + 1, hold.index) } }
      .min { ($0.0, $0.1) < ($1.0, $1.1) }
  }

  /// The waiting hold `index` is missed.
  mutating func missHoldAwaitingLaneUp(_ index: Int, effects: inout [GameEffect]) {
    holdsAwaitingLaneUp.removeAll { $0.index == index }
    judgeTail(noteIndex: index, as: .miss, effects: &effects)
  }
}
