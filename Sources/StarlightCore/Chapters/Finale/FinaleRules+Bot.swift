extension FinaleRules {
  /// The bot holds lane 0 from the start until the slider reaches the end, found by
  /// running these rules on that one press, then lets go.
  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    let press = PlayerAction(time: startTime(context: context), lane: 0, action: .press)
    // Rules that cannot be made from this context cannot be played either.
    guard var rules = try? FinaleRules(context: context) else { return [] }
    var effects: [GameEffect] = []
    rules.handle(press, effects: &effects)
    rules.advance(to: rules.maxDuration, effects: &effects)
    let release = rules.endTime ?? rules.maxDuration
    return [press, PlayerAction(time: release, lane: 0, action: .release)]
  }
}
