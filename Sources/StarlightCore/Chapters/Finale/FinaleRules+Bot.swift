extension FinaleRules {
  /// The bot pushes on every heartbeat, exactly on it, with a tap as long as the perfect
  /// window, found by running these rules beat by beat until the slider reaches the end.
  /// (Under the rules before the heartbeat pushes it held lane 0 from the start to the end.)
  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    // Rules that cannot be made from this context cannot be played either.
    guard var rules = try? FinaleRules(context: context) else { return [] }
    var effects: [GameEffect] = []
    guard rules.tuning.pushesOnBeat else {
      let press = PlayerAction(time: startTime(context: context), lane: 0, action: .press)
      rules.handle(press, effects: &effects)
      rules.advance(to: rules.maxDuration, effects: &effects)
      let release = rules.endTime ?? rules.maxDuration
      return [press, PlayerAction(time: release, lane: 0, action: .release)]
    }
    var actions: [PlayerAction] = []
    while rules.outcome == .playing, rules.beat.next < rules.maxDuration {
      let press = PlayerAction(time: rules.beat.next, lane: 0, action: .press)
      // The end may come before the beat: no push then.
      rules.advance(to: press.time, effects: &effects)
      guard rules.outcome == .playing else { break }
      rules.handle(press, effects: &effects)
      let letGo = press.time + rules.tuning.perfectWindow
      rules.advance(to: letGo, effects: &effects)
      let release = PlayerAction(time: rules.endTime ?? letGo, lane: 0, action: .release)
      rules.handle(release, effects: &effects)
      actions += [press, release]
    }
    return actions
  }
}
