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
    let run = try ChapterDrive.stepped(
      try HeartsRules(context: context), actions: actions, step: step, samples: samples,
      sample: { sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds],
    context: ChapterContext = ChapterContext()
  ) throws -> Result {
    let run = try ChapterDrive.framed(
      try HeartsRules(context: context), actions: actions, frames: frames, samples: samples,
      sample: { sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  static func frames(rate: Int64, until end: Nanoseconds) -> [Nanoseconds] {
    ChapterDrive.frames(rate: rate, until: end)
  }

  static func irregularFrames(until end: Nanoseconds, seed: UInt64) -> [Nanoseconds] {
    ChapterDrive.irregularFrames(until: end, seed: seed)
  }

  static func sample(_ rules: HeartsRules, at time: Nanoseconds) -> Sample {
    Sample(
      time: time, cursor: rules.cursor, hearts: rules.hearts.map(\.position),
      collected: rules.collected)
  }
}
