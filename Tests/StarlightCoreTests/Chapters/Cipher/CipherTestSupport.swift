import Testing

@testable import StarlightCore

/// Drives Chapter 3's rules in the ways a game can: straight from a list of actions, through
/// a `ChapterStepper` of any step size, or from frames of any length, sampling the rings at
/// chosen instants.
enum CipherDrive {
  struct Sample: Equatable {
    let time: Nanoseconds
    let rotations: [Int]
    let locked: [Bool]
    let selected: Int
    let movesUsed: Int
    let outcome: ChapterOutcome
  }

  struct Result {
    let rules: CipherRules
    let samples: [Sample]
    let effects: [GameEffect]
  }

  static let click = GameEffect.sound(.click)
  static let detentTap = GameEffect.rumble(
    .transient(
      intensity: CipherTuning.defaults.detentRumbleIntensity,
      sharpness: CipherTuning.defaults.detentRumbleSharpness))
  static let thud = GameEffect.sound(.hapticThud)
  static let thudRumble = GameEffect.rumble(.start(.thud, handle: nil))

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

  static func context(
    autoAssist: Bool = false, tuning: Tuning = .defaults, seed: UInt64 = 0
  ) -> ChapterContext {
    ChapterContext(tuning: tuning, autoAssist: autoAssist, seed: seed)
  }

  /// Rules on the seeded layout.
  static func rules(
    autoAssist: Bool = false, tuning: Tuning = .defaults, seed: UInt64 = 0
  ) throws -> CipherRules {
    try CipherRules(context: context(autoAssist: autoAssist, tuning: tuning, seed: seed))
  }

  /// Rules on rings laid out by hand: (rotation, target) pairs of `symbols` symbols each.
  static func rules(
    rings: [(rotation: Int, target: Int)], symbols: Int = 8, autoAssist: Bool = false,
    tuning: Tuning = .defaults
  ) throws -> CipherRules {
    try CipherRules(
      context: context(autoAssist: autoAssist, tuning: tuning),
      rings: rings.map {
        CipherRing(symbolCount: symbols, target: $0.target, rotation: $0.rotation)
      })
  }

  static func press(_ time: Nanoseconds, _ control: MoveControl) -> PlayerAction {
    PlayerAction(time: time, lane: control.lane, action: .press)
  }

  static func release(_ time: Nanoseconds, _ control: MoveControl) -> PlayerAction {
    PlayerAction(time: time, lane: control.lane, action: .release)
  }

  /// A press and its release 30 ms later.
  static func tap(_ time: Nanoseconds, _ control: MoveControl) -> [PlayerAction] {
    [press(time, control), release(time + ms(30), control)]
  }

  /// `count` taps of `control`, one every 100 ms from `start`.
  static func taps(_ count: Int, _ control: MoveControl, from start: Nanoseconds)
    -> [PlayerAction]
  {
    (0..<count).flatMap { tap(start + Nanoseconds($0) * ms(100), control) }
  }

  static func stickX(_ time: Nanoseconds, _ value: Int) -> PlayerAction {
    PlayerAction(time: time, axis: .leftX, value: value)
  }

  static func stickY(_ time: Nanoseconds, _ value: Int) -> PlayerAction {
    PlayerAction(time: time, axis: .leftY, value: value)
  }

  /// Handles `actions` in order, then advances to `end`, returning the effects.
  static func run(
    _ rules: inout CipherRules, _ actions: [PlayerAction], until end: Nanoseconds? = nil
  ) -> [GameEffect] {
    var effects: [GameEffect] = []
    for action in actions.sorted(by: PlayerAction.precedes) {
      rules.handle(action, effects: &effects)
    }
    if let end { rules.advance(to: end, effects: &effects) }
    return effects
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
      taken.append(try sample(stepper.rules, at: time))
    }
    let final = try #require(stepper.rules(as: CipherRules.self))
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
      if sampleSet.contains(time) { taken.append(try sample(rules, at: time)) }
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

  static func sample(_ rules: any ChapterRules, at time: Nanoseconds) throws -> Sample {
    let cipher = try #require(rules as? CipherRules)
    return Sample(
      time: time, rotations: cipher.rings.map(\.rotation), locked: cipher.rings.map(\.isLocked),
      selected: cipher.selectedRing, movesUsed: cipher.movesUsed, outcome: cipher.outcome)
  }
}
