@testable import StarlightCore

/// Builds Chapter 1 action lists by playing them on live rules, so a test can say "let go
/// at 870 permille" and get the exact instant, then feed the same actions anywhere else.
struct PowerUpScript {
  private(set) var rules: PowerUpRules
  private(set) var actions: [PlayerAction] = []
  private(set) var effects: [GameEffect] = []
  private(set) var time: Nanoseconds

  init(context: ChapterContext = ChapterContext(), start: Nanoseconds = 500_000_123) throws {
    rules = try PowerUpRules(context: context)
    time = start
  }

  /// Applies and records `input` at the script's current time.
  mutating func input(_ input: PlayerAction.Input) {
    let action = PlayerAction(time: time, input: input)
    rules.handle(action, effects: &effects)
    actions.append(action)
  }

  mutating func press(lane: Int = 0) { input(.lane(lane, .press)) }
  mutating func release(lane: Int = 0) { input(.lane(lane, .release)) }

  mutating func wait(_ duration: Nanoseconds) {
    time += duration
    rules.advance(to: time, effects: &effects)
  }

  /// Waits until the charge in progress has been held `held` from empty (it must be
  /// charging; when it charged on from a level, "from empty" is before the press).
  mutating func wait(untilHeld held: Nanoseconds) throws {
    guard case .charging(let origin, _) = rules.phase else {
      throw ScriptError("not charging: \(rules.phase)")
    }
    guard origin + held >= time else { throw ScriptError("hold of \(held) ns already passed") }
    wait(origin + held - time)
  }

  /// Waits until the charge in progress first reaches `permille`.
  mutating func wait(untilCharge permille: Int) throws {
    try wait(untilHeld: rules.curve.heldTime(toReach: permille))
  }

  /// A press, then a release in the middle of the band: one capacitor snapped.
  mutating func snapOne(lane: Int = 0, rest: Nanoseconds = .milliseconds(300)) throws {
    press(lane: lane)
    try wait(untilHeld: rules.middleOfBandHold)
    release(lane: lane)
    wait(rest)
  }
}

struct ScriptError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Feeds `actions` straight into fresh rules, event by event, then runs the clock on to
/// the end of the attempt: the reference every stepped run must match.
func runPowerUpDirectly(
  _ actions: [PlayerAction], context: ChapterContext = ChapterContext()
) throws -> (rules: PowerUpRules, effects: [GameEffect]) {
  var rules = try PowerUpRules(context: context)
  var effects: [GameEffect] = []
  // In the order a stepper applies them: by time, simultaneous ones by their stable key.
  for action in actions.sorted(by: PlayerAction.precedes) {
    rules.handle(action, effects: &effects)
  }
  rules.advance(to: rules.maxDuration, effects: &effects)
  return (rules, effects)
}

extension GameEffect {
  var isSnap: Bool { self == .sound(.hapticThud) }
  var isShort: Bool { self == .sound(.error) }
}
