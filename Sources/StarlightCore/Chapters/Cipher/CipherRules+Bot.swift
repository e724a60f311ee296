extension CipherRules {
  /// The bot's pace: one press every this long, each let go after `botHold`. A steady
  /// human-like tapping speed, well inside the default clock.
  public static let botPressInterval = Nanoseconds.milliseconds(100)
  public static let botHold = Nanoseconds.milliseconds(40)

  /// The bot takes the rings in order, innermost first: it chooses each (the short way
  /// round), then turns it the shortest way to its code symbol, one tap per detent. The
  /// taps are found by playing them on these rules as it goes, so the choice moving on
  /// after a lock is followed as the player would see it.
  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    // Rules that cannot be made from this context cannot be played either.
    guard var rules = try? CipherRules(context: context) else { return [] }
    var actions: [PlayerAction] = []
    var time = startTime(context: context) + botPressInterval
    var effects: [GameEffect] = []

    func tap(_ control: MoveControl, times: Int) {
      for _ in 0..<times where rules.outcome == .playing {
        let tap = [
          PlayerAction(time: time, lane: control.lane, action: .press),
          PlayerAction(time: time + botHold, lane: control.lane, action: .release),
        ]
        for action in tap { rules.handle(action, effects: &effects) }
        actions += tap
        time += botPressInterval
      }
    }

    for index in rules.rings.indices where !rules.rings[index].isLocked {
      let outward = CipherRing.wrap(index - rules.selectedRing, rules.rings.count)
      let inward = rules.rings.count - outward
      if outward != 0 {
        if outward <= inward { tap(.up, times: outward) } else { tap(.down, times: inward) }
      }
      let turn = rules.rings[index].shortestTurn
      tap(turn > 0 ? .right : .left, times: abs(turn))
    }
    return actions
  }
}
