import Testing

@testable import StarlightCore

/// Drives Chapter 2's rules in the ways a game can: through a `ChapterStepper` of any step
/// size, or straight from frames of any length, sampling the cursor and hearts at chosen
/// instants.
enum HeartsDrive {
  struct Sample: Equatable {
    let time: Nanoseconds
    let cursor: HeartsPoint
    let hearts: [HeartsPoint]
    let collected: Int
  }

  struct Result {
    let rules: HeartsRules
    let samples: [Sample]
    let effects: [GameEffect]
  }

  static func context(
    autoAssist: Bool = false, tuning: Tuning = .defaults, seed: UInt64 = 0
  ) -> ChapterContext {
    ChapterContext(tuning: tuning, autoAssist: autoAssist, seed: seed)
  }

  static func rules(autoAssist: Bool = false, tuning: Tuning = .defaults, seed: UInt64 = 0)
    throws -> HeartsRules
  {
    try HeartsRules(context: context(autoAssist: autoAssist, tuning: tuning, seed: seed))
  }

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

  static func press(_ time: Nanoseconds, _ control: MoveControl) -> PlayerAction {
    PlayerAction(time: time, lane: control.lane, action: .press)
  }

  static func release(_ time: Nanoseconds, _ control: MoveControl) -> PlayerAction {
    PlayerAction(time: time, lane: control.lane, action: .release)
  }

  static func stick(_ time: Nanoseconds, x: Int, y: Int) -> [PlayerAction] {
    [
      PlayerAction(time: time, axis: .leftX, value: x),
      PlayerAction(time: time, axis: .leftY, value: y),
    ]
  }

  /// Rules whose only heart stands still at `offset` from the cursor (the field's centre).
  static func oneStillHeart(
    at offset: HeartsPoint, autoAssist: Bool = false, tuning: Tuning = .defaults
  ) throws -> HeartsRules {
    var rules = try Self.rules(autoAssist: autoAssist, tuning: tuning)
    let position = HeartsPoint(x: rules.cursor.x + offset.x, y: rules.cursor.y + offset.y)
    rules.hearts = [
      Heart(
        id: 99, position: position, velocity: .zero, spawnTime: 0,
        nextTurn: .seconds(60 * 60))
    ]
    return rules
  }

  /// Runs `actions` on fresh rules 1 ms at a time up to `time` and returns them.
  static func run(
    _ actions: [PlayerAction], until time: Nanoseconds, rules start: HeartsRules? = nil
  ) throws -> (rules: HeartsRules, effects: [GameEffect]) {
    var rules = try start ?? Self.rules()
    var effects: [GameEffect] = []
    for action in actions.sorted(by: PlayerAction.precedes) {
      rules.handle(action, effects: &effects)
    }
    rules.advance(to: time, effects: &effects)
    return (rules, effects)
  }

  /// Through a stepper of `step`, stopping at every sample instant.
  static func stepped(
    _ actions: [PlayerAction], step: Nanoseconds, samples: [Nanoseconds],
    context: ChapterContext = ChapterContext()
  ) throws -> Result {
    var stepper = ChapterStepper(rules: try HeartsRules(context: context), step: step)
    stepper.enqueue(actions)
    var effects: [GameEffect] = []
    var taken: [Sample] = []
    for time in samples {
      effects += stepper.advance(to: time)
      let rules = try #require(stepper.rules(as: HeartsRules.self))
      taken.append(sample(rules, at: time))
    }
    let final = try #require(stepper.rules(as: HeartsRules.self))
    return Result(rules: final, samples: taken, effects: effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds],
    context: ChapterContext = ChapterContext()
  ) throws -> Result {
    var rules = try HeartsRules(context: context)
    let sampleSet = Set(samples)
    let times = Array(Set(frames).union(sampleSet)).sorted()
    let ordered = actions.sorted(by: PlayerAction.precedes)
    var effects: [GameEffect] = []
    var taken: [Sample] = []
    var next = 0
    for time in times {
      while next < ordered.count, ordered[next].time <= time {
        rules.handle(ordered[next], effects: &effects)
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

  static func sample(_ rules: HeartsRules, at time: Nanoseconds) -> Sample {
    Sample(
      time: time, cursor: rules.cursor, hearts: rules.hearts.map(\.position),
      collected: rules.collected)
  }
}
