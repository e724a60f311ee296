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
    var stepper = ChapterStepper(rules: try rules(seed: seed), step: step)
    stepper.enqueue(actions)
    var effects: [GameEffect] = []
    var taken: [Sample] = []
    for time in samples {
      effects += stepper.advance(to: time)
      let rules = try #require(stepper.rules(as: NetworkRules.self))
      taken.append(sample(rules, at: time))
    }
    let final = try #require(stepper.rules(as: NetworkRules.self))
    return Result(rules: final, samples: taken, effects: effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds], seed: UInt64
  ) throws -> Result {
    var rules = try rules(seed: seed)
    let sampleSet = Set(samples)
    let times = Array(Set(frames).union(sampleSet)).sorted()
    var effects: [GameEffect] = []
    var taken: [Sample] = []
    var next = 0
    for time in times {
      while next < actions.count, actions[next].time <= time {
        rules.handle(actions[next], effects: &effects)
        next += 1
      }
      rules.advance(to: time, effects: &effects)
      if sampleSet.contains(time) { taken.append(sample(rules, at: time)) }
    }
    return Result(rules: rules, samples: taken, effects: effects)
  }

  /// Frame times at `rate` Hz from 0 up to `end`.
  static func frames(rate: Int64, until end: Nanoseconds) -> [Nanoseconds] {
    var times: [Nanoseconds] = []
    var frame: Int64 = 1
    while frame * Nanoseconds.perSecond / rate <= end {
      times.append(frame * Nanoseconds.perSecond / rate)
      frame += 1
    }
    return times
  }

  /// Frames of uneven lengths (0.1 ms to 50 ms, with now and then a 250 ms stall).
  static func irregularFrames(until end: Nanoseconds, seed: UInt64) -> [Nanoseconds] {
    var generator = SplitMix64(seed: seed)
    var times: [Nanoseconds] = []
    var time: Nanoseconds = 0
    while time < end {
      let stall = generator.next() % 40 == 0
      time += stall ? ms(250) : 100_000 + Nanoseconds(generator.next() % 49_900_000)
      times.append(min(time, end))
    }
    return times
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
