/// Actions waiting for their tick. A chapter that moves on a fixed tick (Hearts, Network,
/// Finale) applies an action from the first tick boundary at or after its stamp, on the grid
/// of ticks from time 0 where every attempt starts; so the same actions give the same run
/// whatever the frame rate or the caller's step size.
struct TickedInputs: Sendable {
  let tick: Nanoseconds
  private var pending: [(boundary: Nanoseconds, input: PlayerAction.Input)] = []

  init(tick: Nanoseconds) {
    self.tick = tick
  }

  /// The first boundary at or after `time`.
  func boundary(atOrAfter time: Nanoseconds) -> Nanoseconds {
    var ticks = time / tick
    if ticks * tick < time { ticks += 1 }
    return ticks * tick
  }

  /// The last boundary at or before `time` (from time 0 on).
  func boundary(atOrBefore time: Nanoseconds) -> Nanoseconds {
    (time / tick) * tick
  }

  /// `action`'s input, to apply at once, when its boundary is already reached at
  /// `tickTime`; otherwise it waits for `next(dueBy:)` and this returns nil.
  mutating func admit(_ action: PlayerAction, tickTime: Nanoseconds) -> PlayerAction.Input? {
    let due = boundary(atOrAfter: action.time)
    if due <= tickTime { return action.input }
    pending.append((due, action.input))
    return nil
  }

  /// The boundary the first waiting input waits for.
  var nextBoundary: Nanoseconds? { pending.first?.boundary }

  /// Takes the first waiting input when it is due by `tickTime`, in the order they came.
  mutating func next(dueBy tickTime: Nanoseconds) -> PlayerAction.Input? {
    guard let first = pending.first, first.boundary <= tickTime else { return nil }
    pending.removeFirst()
    return first.input
  }

  /// Drops what waits (the attempt ended).
  mutating func removeAll() {
    pending.removeAll()
  }
}
