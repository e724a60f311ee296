import StarlightCore
import Testing

/// Drives any chapter's rules the two ways a game can, sampling them at chosen instants:
/// through a `ChapterStepper` of any step size, or straight from frames of any length. The
/// chapters' determinism tests compare the two at many rates.
enum ChapterDrive {
  struct Run<Rules: ChapterRules, Sample> {
    let rules: Rules
    let samples: [Sample]
    let effects: [GameEffect]
  }

  /// Through a stepper of `step`, stopping at every sample instant.
  static func stepped<Rules: ChapterRules, Sample>(
    _ rules: Rules, actions: [PlayerAction], step: Nanoseconds, samples: [Nanoseconds],
    sample: (Rules, Nanoseconds) throws -> Sample
  ) throws -> Run<Rules, Sample> {
    var stepper = ChapterStepper(rules: rules, step: step)
    stepper.enqueue(actions)
    var effects: [GameEffect] = []
    var taken: [Sample] = []
    for time in samples {
      effects += stepper.advance(to: time)
      taken.append(try sample(try #require(stepper.rules(as: Rules.self)), time))
    }
    return Run(
      rules: try #require(stepper.rules(as: Rules.self)), samples: taken, effects: effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed<Rules: ChapterRules, Sample>(
    _ rules: Rules, actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds],
    sample: (Rules, Nanoseconds) throws -> Sample
  ) rethrows -> Run<Rules, Sample> {
    var rules = rules
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
      if sampleSet.contains(time) { taken.append(try sample(rules, time)) }
    }
    return Run(rules: rules, samples: taken, effects: effects)
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
      time += stall ? .milliseconds(250) : 100_000 + Nanoseconds(generator.next() % 49_900_000)
      times.append(min(time, end))
    }
    return times
  }
}
