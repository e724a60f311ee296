import StarlightCore
import Testing

/// Drives Chapter 5's rules in the ways a game can: a script that plays by hand (moving to
/// a node by its rank and linking it), a `ChapterStepper` of any step size, or straight
/// from frames of any length, sampling the state at chosen instants.
enum NetworkDrive {
  struct Sample: Equatable {
    let time: Nanoseconds
    let round: Int
    let cursor: Int
    let integrity: Int
    let links: Int
    let outcome: ChapterOutcome
  }

  struct Result {
    let rules: NetworkRules
    let samples: [Sample]
    let effects: [GameEffect]
  }

  static func rules(seed: UInt64 = 0, autoAssist: Bool = false, tuning: Tuning = .defaults)
    throws -> NetworkRules
  {
    try NetworkRules(context: ChapterContext(tuning: tuning, autoAssist: autoAssist, seed: seed))
  }

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

  static func press(_ time: Nanoseconds, _ control: MoveControl) -> PlayerAction {
    PlayerAction(time: time, lane: control.lane, action: .press)
  }

  static func release(_ time: Nanoseconds, _ control: MoveControl) -> PlayerAction {
    PlayerAction(time: time, lane: control.lane, action: .release)
  }

  static func stick(_ time: Nanoseconds, _ axis: PlayerAction.Axis, _ value: Int) -> PlayerAction {
    PlayerAction(time: time, axis: axis, value: value)
  }

  /// Through a stepper of `step`, stopping at every sample instant.
  static func stepped(
    _ actions: [PlayerAction], step: Nanoseconds, samples: [Nanoseconds], seed: UInt64
  ) throws -> Result {
    let run = try ChapterDrive.stepped(
      try rules(seed: seed), actions: actions, step: step, samples: samples,
      sample: { sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds], seed: UInt64
  ) throws -> Result {
    let run = try ChapterDrive.framed(
      try rules(seed: seed), actions: actions, frames: frames, samples: samples,
      sample: { sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  static func frames(rate: Int64, until end: Nanoseconds) -> [Nanoseconds] {
    ChapterDrive.frames(rate: rate, until: end)
  }

  static func irregularFrames(until end: Nanoseconds, seed: UInt64) -> [Nanoseconds] {
    ChapterDrive.irregularFrames(until: end, seed: seed)
  }

  static func sample(_ rules: NetworkRules, at time: Nanoseconds) -> Sample {
    Sample(
      time: time, round: rules.roundIndex, cursor: rules.cursor, integrity: rules.integrity,
      links: rules.linkCount, outcome: rules.outcome)
  }
}

/// Plays Chapter 5 by hand, one press at a time at a steady pace, recording the actions
/// and what each step gave back.
struct NetworkScript {
  var rules: NetworkRules
  var time: Nanoseconds = .milliseconds(500)
  var actions: [PlayerAction] = []
  var effects: [GameEffect] = []
  /// Stamps land between input ticks and between frames, to show it does not matter.
  var pace: Nanoseconds = 100_123_457
  var hold: Nanoseconds = 40_000_321

  init(seed: UInt64 = 0, autoAssist: Bool = false, tuning: Tuning = .defaults) throws {
    rules = try NetworkDrive.rules(seed: seed, autoAssist: autoAssist, tuning: tuning)
  }

  /// Presses and releases one control; returns the effects (the press's: a release does
  /// nothing, and the press lands on the first input tick after its stamp).
  @discardableResult
  mutating func tap(_ control: MoveControl) -> [GameEffect] {
    let before = effects.count
    feed(NetworkDrive.press(time, control))
    feed(NetworkDrive.release(time + hold, control))
    time += pace
    rules.advance(to: time, effects: &effects)
    return Array(effects[before...])
  }

  /// Moves the stick to `value` on `axis`; returns the effects.
  @discardableResult
  mutating func tilt(_ axis: PlayerAction.Axis, _ value: Int) -> [GameEffect] {
    let before = effects.count
    feed(NetworkDrive.stick(time, axis, value))
    time += pace
    rules.advance(to: time, effects: &effects)
    return Array(effects[before...])
  }

  /// Steers the cursor to node `id` by the movement rule.
  mutating func go(to id: Int) throws {
    let route = try #require(rules.graph.route(from: rules.cursor, to: id))
    for step in route { tap(step) }
    #expect(rules.cursor == id)
  }

  /// The node holding the `rank`-th lowest number of the round in play (0 is the lowest).
  func node(rank: Int) -> Int {
    rules.graph.nodes.sorted { $0.value < $1.value }[rank].id
  }

  /// Steers to the node of `rank` and links it; returns the effects of the link.
  @discardableResult
  mutating func link(rank: Int) throws -> [GameEffect] {
    try go(to: node(rank: rank))
    return tap(.action)
  }

  /// Links the rest of the round in play in the right order.
  mutating func routeRound() throws {
    let round = rules.roundIndex
    while rules.outcome == .playing, rules.roundIndex == round, let next = rules.nextNode {
      try go(to: next)
      tap(.action)
    }
  }

  private mutating func feed(_ action: PlayerAction) {
    actions.append(action)
    rules.handle(action, effects: &effects)
  }
}
