/// Chapter 5's bot: from the cursor, the fewest direction presses to the next node under
/// the rules' own movement rule, then the action; one press and release per step, computed
/// by running the rules on its own actions, so what it returns is a run they accept.
extension NetworkRules {
  /// When the bot first presses, the gap between its presses, and how long each is held.
  static let botFirstPress = Nanoseconds.milliseconds(600)
  static let botPressInterval = Nanoseconds.milliseconds(120)
  static let botHold = Nanoseconds.milliseconds(60)

  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    guard var rules = try? NetworkRules(context: context) else { return [] }
    var actions: [PlayerAction] = []
    var effects: [GameEffect] = []
    var time = botFirstPress
    // Every node is reachable (the rounds are drawn so), so each step is a move or a right
    // link; the bound only guards against rules that never end.
    let bound = rules.rounds.reduce(0) { $0 + $1.nodes.count * ($1.nodes.count + 1) }
    for _ in 0..<bound where rules.outcome == .playing {
      guard let target = rules.graph.nextNode,
        let route = rules.graph.route(from: rules.cursor, to: target)
      else { break }
      let control = route.first ?? .action
      let press = PlayerAction(time: time, lane: control.lane, action: .press)
      let release = PlayerAction(time: time + botHold, lane: control.lane, action: .release)
      rules.handle(press, effects: &effects)
      rules.handle(release, effects: &effects)
      actions += [press, release]
      time += botPressInterval
      // A press waits for its input tick: let it land before reading the cursor again.
      rules.advance(to: time, effects: &effects)
    }
    return actions
  }
}
