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
    let run = try ChapterDrive.stepped(
      try rules(seed: seed), actions: actions, step: step, samples: samples,
      sample: { try sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  /// Straight from frames: each frame hands over the actions due by its time, then
  /// advances the rules to it. The sample instants are frames too.
  static func framed(
    _ actions: [PlayerAction], frames: [Nanoseconds], samples: [Nanoseconds], seed: UInt64
  ) throws -> Result {
    let run = try ChapterDrive.framed(
      try rules(seed: seed), actions: actions, frames: frames, samples: samples,
      sample: { try sample($0, at: $1) })
    return Result(rules: run.rules, samples: run.samples, effects: run.effects)
  }

  static func frames(rate: Int64, until end: Nanoseconds) -> [Nanoseconds] {
    ChapterDrive.frames(rate: rate, until: end)
  }

  static func irregularFrames(until end: Nanoseconds, seed: UInt64) -> [Nanoseconds] {
    ChapterDrive.irregularFrames(until: end, seed: seed)
  }

  static func sample(_ rules: any ChapterRules, at time: Nanoseconds) throws -> Sample {
    let cipher = try #require(rules as? CipherRules)
    return Sample(
      time: time, rotations: cipher.rings.map(\.rotation), locked: cipher.rings.map(\.isLocked),
      selected: cipher.selectedRing, movesUsed: cipher.movesUsed, outcome: cipher.outcome)
  }
}
