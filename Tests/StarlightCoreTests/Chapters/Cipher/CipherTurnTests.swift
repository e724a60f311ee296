import Testing

@testable import StarlightCore

/// What turns the selected ring and by how much: lanes, the stick's threshold and the
/// things that must not turn anything. Each case runs on a wide ring (24 symbols, the code
/// symbol 12 away both ways) so no case reaches a lock.
@Suite("Cipher turns")
struct CipherTurnTests {
  typealias Drive = CipherDrive

  struct TurnCase: Sendable, CustomStringConvertible {
    let description: String
    let actions: [PlayerAction]
    /// Detents turned, and where ring 0 ends up from rotation 0.
    let detents: Int
    let rotation: Int
  }

  static let threshold = CipherTuning.defaults.turnThreshold

  static let cases: [TurnCase] = [
    TurnCase(
      description: "a right press", actions: [Drive.press(Drive.ms(10), .right)], detents: 1,
      rotation: 1),
    TurnCase(
      description: "a left press and its release", actions: Drive.tap(Drive.ms(10), .left),
      detents: 1, rotation: 23),
    TurnCase(
      description: "a release alone", actions: [Drive.release(Drive.ms(10), .right)], detents: 0,
      rotation: 0),
    TurnCase(
      description: "three right taps", actions: Drive.taps(3, .right, from: Drive.ms(10)),
      detents: 3, rotation: 3),
    TurnCase(
      description: "right, left, right",
      actions: Drive.tap(Drive.ms(10), .right)
        + Drive.tap(Drive.ms(110), .left) + Drive.tap(Drive.ms(210), .right), detents: 3,
      rotation: 1),
    TurnCase(
      description: "the action lane", actions: Drive.tap(Drive.ms(10), .action), detents: 0,
      rotation: 0),
    TurnCase(
      description: "up and down choose, they do not turn",
      actions: Drive.tap(Drive.ms(10), .up) + Drive.tap(Drive.ms(110), .down), detents: 0,
      rotation: 0),
    TurnCase(
      description: "a lane past the controls",
      actions: [PlayerAction(time: Drive.ms(10), lane: 7, action: .press)], detents: 0,
      rotation: 0),
    TurnCase(
      description: "the stick just inside the threshold",
      actions: [Drive.stickX(Drive.ms(10), threshold - 1), Drive.stickX(Drive.ms(60), 0)],
      detents: 0, rotation: 0),
    TurnCase(
      description: "the stick at the threshold",
      actions: [Drive.stickX(Drive.ms(10), threshold), Drive.stickX(Drive.ms(60), 0)],
      detents: 1, rotation: 1),
    TurnCase(
      description: "the stick pushed on further past it",
      actions: [
        Drive.stickX(Drive.ms(10), 600), Drive.stickX(Drive.ms(40), 900),
        Drive.stickX(Drive.ms(70), 1_000), Drive.stickX(Drive.ms(100), 0),
      ], detents: 1, rotation: 1),
    TurnCase(
      description: "the stick left, back inside, left again",
      actions: [
        Drive.stickX(Drive.ms(10), -700), Drive.stickX(Drive.ms(50), -200),
        Drive.stickX(Drive.ms(80), -700), Drive.stickX(Drive.ms(120), 0),
      ], detents: 2, rotation: 22),
    TurnCase(
      description: "the stick flipped from right to left",
      actions: [
        Drive.stickX(Drive.ms(10), 700), Drive.stickX(Drive.ms(50), -700),
        Drive.stickX(Drive.ms(90), 0),
      ], detents: 2, rotation: 0),
    TurnCase(
      description: "the stick up and down",
      actions: [Drive.stickY(Drive.ms(10), 1_000), Drive.stickY(Drive.ms(50), -1_000)],
      detents: 0, rotation: 0),
    TurnCase(
      description: "a trigger",
      actions: [PlayerAction(time: Drive.ms(10), axis: .rightTrigger, value: 1_000)],
      detents: 0, rotation: 0),
  ]

  @Test("turns give their detents, each with one click and one sharp tap", arguments: cases)
  func turns(_ turn: TurnCase) throws {
    var rules = try Drive.rules(rings: [(0, 12), (0, 12)], symbols: 24)
    let effects = Drive.run(&rules, turn.actions, until: Drive.ms(140))
    #expect(rules.movesUsed == turn.detents)
    #expect(rules.rings[0].rotation == turn.rotation)
    #expect(rules.rings[1].rotation == 0, "the ring not chosen never turns")
    #expect(effects.filter { $0 == Drive.click }.count == turn.detents)
    #expect(effects.filter { $0 == Drive.detentTap }.count == turn.detents)
    #expect(effects.count == 2 * turn.detents, "nothing else is heard or felt")
    #expect(rules.outcome == .playing)
  }

  @Test("the detent's tap is short and sharp")
  func detentTapIsSharp() {
    let tuning = CipherTuning.defaults
    #expect(tuning.detentRumbleSharpness >= 0.8)
    #expect(tuning.detentRumbleIntensity > 0 && tuning.detentRumbleIntensity < 1)
  }

  @Test(
    "a stick held past the threshold for N repeat intervals gives N+1 detents",
    arguments: [0, 1, 2, 5, 9])
  func stickRepeat(intervals: Int) throws {
    let interval = CipherTuning.defaults.turnRepeatInterval
    let push = Drive.ms(200) + 123
    for letGo in [interval / 2, 0, interval - 1] {
      var rules = try Drive.rules(rings: [(0, 12)], symbols: 24)
      let back = push + Nanoseconds(intervals) * interval + letGo
      let effects = Drive.run(
        &rules, [Drive.stickX(push, 800), Drive.stickX(back, 100)], until: .seconds(5))
      #expect(rules.movesUsed == intervals + 1)
      #expect(effects.filter { $0 == Drive.click }.count == intervals + 1)
      #expect(rules.rings[0].rotation == intervals + 1)
      #expect(rules.rings[0].lastTurnTime == push + Nanoseconds(intervals) * interval)
    }
  }

  @Test("the repeat turns the other way when the stick is held to the left")
  func stickRepeatLeft() throws {
    let interval = CipherTuning.defaults.turnRepeatInterval
    var rules = try Drive.rules(rings: [(0, 12)], symbols: 24)
    _ = Drive.run(
      &rules, [Drive.stickX(0, -1_000), Drive.stickX(3 * interval + 1, 0)], until: .seconds(2))
    #expect(rules.rings[0].rotation == 20)
    #expect(rules.rings[0].lastTurnDirection == -1)
  }

  @Test("a held stick stops at a lock and turns the next ring only after a fresh push")
  func heldStickStopsAtALock() throws {
    var rules = try Drive.rules(rings: [(0, 3), (0, 4)])
    let effects = Drive.run(&rules, [Drive.stickX(Drive.ms(10), 1_000)], until: .seconds(3))
    #expect(rules.rings[0].isLocked)
    #expect(rules.rings[0].rotation == 3)
    #expect(rules.selectedRing == 1)
    #expect(rules.rings[1].rotation == 0, "the held push ended with the lock")
    #expect(effects.filter { $0 == Drive.click }.count == 3)
    _ = Drive.run(
      &rules, [Drive.stickX(.seconds(3), 0), Drive.stickX(.seconds(4), 1_000)],
      until: .seconds(4) + Drive.ms(10))
    #expect(rules.rings[1].rotation == 1)
  }
}
