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

  /// The rules before the heartbeat pushes, as a replay recorded under them reads: a held
  /// push drives the slider.
  static var held: Tuning {
    var tuning = Tuning.defaults
    tuning.finale.pushesOnBeat = false
    return tuning
  }

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
    autoAssist: Bool = false, tuning: Tuning = .defaults
  ) throws -> Result {
    let run = try ChapterDrive.stepped(
      try rules(autoAssist: autoAssist, tuning: tuning), actions: actions, step: step,
      samples: samples,
      sample: { sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds],
    autoAssist: Bool = false, tuning: Tuning = .defaults
  ) throws -> Result {
    let run = try ChapterDrive.framed(
      try rules(autoAssist: autoAssist, tuning: tuning), actions: actions, frames: frames,
      samples: samples,
      sample: { sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  static func frames(rate: Int64, until end: Nanoseconds) -> [Nanoseconds] {
    ChapterDrive.frames(rate: rate, until: end)
  }

  static func irregularFrames(until end: Nanoseconds, seed: UInt64) -> [Nanoseconds] {
    ChapterDrive.irregularFrames(until: end, seed: seed)
  }

  /// The times at which a run's heartbeats started, found by stepping 1 ms at a time.
  static func heartbeatTimes(
    _ actions: [PlayerAction], until end: Nanoseconds, tuning: Tuning = .defaults
  ) throws -> [Nanoseconds] {
    var stepper = ChapterStepper(rules: try rules(tuning: tuning))
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

  /// A player who pushes on the beats by their schedule, each `offsets[i % count]` from its
  /// beat (nil: that beat is let pass), with a tap of `hold`; run until the end.
  static func person(
    offsets: [Nanoseconds?], hold: Nanoseconds = .milliseconds(60), lane: Int = 0,
    autoAssist: Bool = false
  ) throws -> (rules: FinaleRules, actions: [PlayerAction]) {
    var rules = try rules(autoAssist: autoAssist)
    var effects: [GameEffect] = []
    var actions: [PlayerAction] = []
    var index = 0
    while rules.outcome == .playing, rules.beat.next < rules.maxDuration {
      let beat = rules.beat.next
      defer {
        // Past the beat, so the next one is scheduled, whatever the offset.
        rules.advance(to: beat, effects: &effects)
        index += 1
      }
      guard let offset = offsets[index % offsets.count] else { continue }
      let press = PlayerAction(time: beat + offset, lane: lane, action: .press)
      let release = PlayerAction(time: press.time + hold, lane: lane, action: .release)
      rules.handle(press, effects: &effects)
      rules.handle(release, effects: &effects)
      actions += [press, release]
    }
    rules.advance(to: rules.maxDuration, effects: &effects)
    return (rules, actions)
  }

  private static func sample(_ rules: any ChapterRules, at time: Nanoseconds) -> Sample {
    let finale = rules as? FinaleRules
    return Sample(time: time, position: finale?.position ?? -1, velocity: finale?.velocity ?? 0)
  }
}
