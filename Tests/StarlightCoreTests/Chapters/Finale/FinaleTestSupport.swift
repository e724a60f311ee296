import StarlightCore
import Testing

/// Drives Chapter 6's rules in the ways a game can: through a `ChapterStepper` of any step
/// size, or straight from frames of any length, sampling the slider at chosen instants.
enum FinaleDrive {
  struct Sample: Equatable {
    let time: Nanoseconds
    let position: Int64
    let velocity: Int64
  }

  struct Result {
    let rules: FinaleRules
    let samples: [Sample]
    let effects: [GameEffect]
  }

  static func rules(autoAssist: Bool = false, tuning: Tuning = .defaults) throws -> FinaleRules {
    try FinaleRules(context: ChapterContext(tuning: tuning, autoAssist: autoAssist))
  }

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

  static func press(_ time: Nanoseconds, lane: Int = 0) -> PlayerAction {
    PlayerAction(time: time, lane: lane, action: .press)
  }

  static func release(_ time: Nanoseconds, lane: Int = 0) -> PlayerAction {
    PlayerAction(time: time, lane: lane, action: .release)
  }

  static func stick(_ time: Nanoseconds, _ value: Int) -> PlayerAction {
    PlayerAction(time: time, axis: .leftX, value: value)
  }

  static func trigger(_ time: Nanoseconds, _ value: Int) -> PlayerAction {
    PlayerAction(time: time, axis: .rightTrigger, value: value)
  }

  /// Through a stepper of `step`, stopping at every sample instant.
  static func stepped(
    _ actions: [PlayerAction], step: Nanoseconds, samples: [Nanoseconds],
    autoAssist: Bool = false
  ) throws -> Result {
    var stepper = ChapterStepper(rules: try rules(autoAssist: autoAssist), step: step)
    stepper.enqueue(actions)
    var effects: [GameEffect] = []
    var taken: [Sample] = []
    for time in samples {
      effects += stepper.advance(to: time)
      taken.append(sample(stepper.rules, at: time))
    }
    let final = try #require(stepper.rules(as: FinaleRules.self))
    return Result(rules: final, samples: taken, effects: effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds],
    autoAssist: Bool = false
  ) throws -> Result {
    var rules = try rules(autoAssist: autoAssist)
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

  /// The times at which a run's heartbeats started, found by stepping 1 ms at a time.
  static func heartbeatTimes(_ actions: [PlayerAction], until end: Nanoseconds) throws
    -> [Nanoseconds]
  {
    var stepper = ChapterStepper(rules: try rules())
    stepper.enqueue(actions)
    var times: [Nanoseconds] = []
    var time: Nanoseconds = 0
    while time < end {
      time += ms(1)
      let effects = stepper.advance(to: time)
      let beats = effects.filter { $0 == .rumble(.start(.heartbeat, handle: nil)) }.count
      if beats > 0, let beat = stepper.rules(as: FinaleRules.self)?.lastHeartbeat {
        times.append(beat)
      }
    }
    return times
  }

  private static func sample(_ rules: any ChapterRules, at time: Nanoseconds) -> Sample {
    let finale = rules as? FinaleRules
    return Sample(time: time, position: finale?.position ?? -1, velocity: finale?.velocity ?? 0)
  }
}
