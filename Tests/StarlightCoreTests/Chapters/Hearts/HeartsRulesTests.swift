import Testing

@testable import StarlightCore

@Suite("Hearts rules")
struct HeartsRulesTests {
  typealias Drive = HeartsDrive

  static let tuning = HeartsTuning.defaults
  static let chime = GameEffect.sound(.successChime)
  static let transient = GameEffect.rumble(.transient(intensity: 0.35, sharpness: 0.7))

  struct Pickup: Sendable, CustomTestStringConvertible {
    let dx: Int64
    let dy: Int64
    let autoAssist: Bool
    let picked: Bool
    var testDescription: String {
      "(\(dx), \(dy))\(autoAssist ? " assisted" : "") \(picked ? "picks up" : "misses")"
    }
  }

  @Test(
    "a heart at the pickup radius is collected, one unit beyond is not",
    arguments: [
      Pickup(dx: 55_000, dy: 0, autoAssist: false, picked: true),
      Pickup(dx: 55_001, dy: 0, autoAssist: false, picked: false),
      Pickup(dx: 0, dy: -55_000, autoAssist: false, picked: true),
      Pickup(dx: 0, dy: -55_001, autoAssist: false, picked: false),
      Pickup(dx: -33_000, dy: 44_000, autoAssist: false, picked: true),
      Pickup(dx: -33_000, dy: 44_001, autoAssist: false, picked: false),
      Pickup(dx: 90_000, dy: 0, autoAssist: true, picked: true),
      Pickup(dx: 90_001, dy: 0, autoAssist: true, picked: false),
      Pickup(dx: 54_000, dy: 72_000, autoAssist: true, picked: true),
      Pickup(dx: 54_000, dy: 72_001, autoAssist: true, picked: false),
    ])
  func pickupEdge(_ case: Pickup) throws {
    let start = try Drive.oneStillHeart(
      at: HeartsPoint(x: `case`.dx, y: `case`.dy), autoAssist: `case`.autoAssist)
    let run = try Drive.run([], until: Drive.ms(1), rules: start)
    #expect(run.rules.collected == (`case`.picked ? 1 : 0))
    #expect(run.effects == (`case`.picked ? [Self.chime, Self.transient] : []))
    let radius = `case`.autoAssist ? Self.tuning.autoAssistPickupRadius : Self.tuning.pickupRadius
    #expect(run.rules.pickupRadius == radius)
    #expect(
      HeartsRules.isWithinPickup(
        cursor: .zero, heart: HeartsPoint(x: `case`.dx, y: `case`.dy), radius: radius)
        == `case`.picked)
  }

  struct Steer: Sendable, CustomTestStringConvertible {
    let name: String
    let actions: [PlayerAction]
    let moved: HeartsPoint
    var testDescription: String { name }
  }

  /// Half a second of steering from the centre; 700 000 units/s moves 700 a tick, a
  /// diagonal's axes 494 (700 000 x 707/1000, cut per tick).
  @Test(
    "the cursor moves at full speed per held direction, diagonals no faster, the stick past its dead zone",
    arguments: [
      Steer(name: "right", actions: [Drive.press(0, .right)], moved: .init(x: 350_000, y: 0)),
      Steer(name: "left", actions: [Drive.press(0, .left)], moved: .init(x: -350_000, y: 0)),
      Steer(name: "up", actions: [Drive.press(0, .up)], moved: .init(x: 0, y: -350_000)),
      Steer(name: "down", actions: [Drive.press(0, .down)], moved: .init(x: 0, y: 350_000)),
      Steer(
        name: "down and right", actions: [Drive.press(0, .down), Drive.press(0, .right)],
        moved: .init(x: 247_000, y: 247_000)),
      Steer(
        name: "left and right cancel", actions: [Drive.press(0, .left), Drive.press(0, .right)],
        moved: .zero),
      Steer(
        name: "the action lane does not steer", actions: [Drive.press(0, .action)], moved: .zero),
      Steer(
        name: "released after 100 ms",
        actions: [Drive.press(0, .right), Drive.release(Drive.ms(100), .right)],
        moved: .init(x: 70_000, y: 0)),
      Steer(
        name: "stick right", actions: Drive.stick(0, x: 1_000, y: 0), moved: .init(x: 350_000, y: 0)
      ),
      Steer(
        name: "stick inside the dead zone", actions: Drive.stick(0, x: 120, y: -120), moved: .zero),
      Steer(
        name: "stick half way past the dead zone", actions: Drive.stick(0, x: 0, y: 560),
        moved: .init(x: 0, y: 175_000)),
      Steer(
        name: "stick diagonal is no faster", actions: Drive.stick(0, x: -1_000, y: -1_000),
        moved: .init(x: -247_000, y: -247_000)),
      Steer(
        name: "held lanes win over the stick",
        actions: Drive.stick(0, x: -1_000, y: 800) + [Drive.press(0, .right)],
        moved: .init(x: 350_000, y: 0)),
    ])
  func steering(_ case: Steer) throws {
    let start = try Drive.rules()
    let run = try Drive.run(`case`.actions, until: Drive.ms(500), rules: start)
    #expect(run.rules.cursor.x - start.cursor.x == `case`.moved.x)
    #expect(run.rules.cursor.y - start.cursor.y == `case`.moved.y)
  }

  @Test("the cursor stops at the field's edges")
  func cursorClamped() throws {
    let run = try Drive.run(
      [Drive.press(0, .left), Drive.press(0, .down)], until: .seconds(3))
    #expect(run.rules.cursor == HeartsPoint(x: 0, y: Self.tuning.fieldHeight))
    #expect(run.rules.cursorVelocity == HeartsPoint(x: -494_900, y: 494_900))
    #expect(run.rules.cursorMotion == .zero, "pressed against the corner, it is at rest")
    let other = try Drive.run(
      Drive.stick(0, x: 1_000, y: -1_000), until: .seconds(3))
    #expect(other.rules.cursor == HeartsPoint(x: Self.tuning.fieldWidth, y: 0))
    let sliding = try Drive.run([Drive.press(0, .up), Drive.press(0, .right)], until: .seconds(1))
    #expect(sliding.rules.cursor.y == 0)
    #expect(sliding.rules.cursorMotion == HeartsPoint(x: 494_900, y: 0), "slides along the top")
  }

  @Test(
    "hearts drift inside the margins, turn now and then, and keep their speed",
    arguments: [false, true])
  func heartsDrift(autoAssist: Bool) throws {
    // No reach, and the cursor parked in a corner, so no heart is collected.
    var tuning = Tuning.defaults
    tuning.hearts.pickupRadius = 0
    tuning.hearts.autoAssistPickupRadius = 0
    var rules = try Drive.rules(autoAssist: autoAssist, tuning: tuning, seed: 11)
    var effects: [GameEffect] = []
    rules.handle(Drive.press(0, .up), effects: &effects)
    rules.handle(Drive.press(0, .left), effects: &effects)
    #expect(rules.hearts.count == Self.tuning.heartsAlive)
    let first = rules.hearts.map(\.velocity)
    let margin = Self.tuning.heartMargin
    let share = autoAssist ? Self.tuning.autoAssistHeartSpeedPermille : 1_000
    let slowest = Self.tuning.heartMinSpeed * share / 1_000 - 2
    let fastest = Self.tuning.heartMaxSpeed * share / 1_000 + 2
    var turned = false
    for time in stride(from: Drive.ms(10), through: .seconds(20), by: Int(Drive.ms(10))) {
      rules.advance(to: time, effects: &effects)
      for heart in rules.hearts {
        #expect((margin...(Self.tuning.fieldWidth - margin)).contains(heart.position.x))
        #expect((margin...(Self.tuning.fieldHeight - margin)).contains(heart.position.y))
        let speed = HeartsRules.squareRoot(heart.velocity.squaredDistance(to: .zero))
        #expect(speed >= Int128(slowest) && speed <= Int128(fastest))
      }
      if zip(first, rules.hearts.map(\.velocity)).contains(where: { a, b in
        abs(a.x) != abs(b.x) || abs(a.y) != abs(b.y)
      }) {
        turned = true
      }
    }
    #expect(turned)
    #expect(rules.collected == 0)
  }

  @Test("Auto-Assist keeps the layout but slows the hearts and widens the pickup")
  func autoAssist() throws {
    let plain = try Drive.rules(seed: 5)
    let assisted = try Drive.rules(autoAssist: true, seed: 5)
    #expect(plain.hearts.map(\.position) == assisted.hearts.map(\.position))
    for (a, b) in zip(plain.hearts, assisted.hearts) {
      let full = HeartsRules.squareRoot(a.velocity.squaredDistance(to: .zero))
      let slow = HeartsRules.squareRoot(b.velocity.squaredDistance(to: .zero))
      #expect(abs(slow * 1_000 - full * 550) <= 5_000)
    }
    #expect(plain.pickupRadius == 55_000 && assisted.pickupRadius == 90_000)
    #expect(assisted.autoAssist && !plain.autoAssist)
  }

  @Test("a pickup chimes, rumbles lightly and respawns a heart away from the cursor")
  func pickupRespawns() throws {
    let start = try Drive.oneStillHeart(at: HeartsPoint(x: 10_000, y: 0))
    let run = try Drive.run([], until: Drive.ms(1), rules: start)
    #expect(run.effects == [Self.chime, Self.transient])
    #expect(
      run.rules.recentPickups == [
        HeartsPickup(heartID: 99, position: start.hearts[0].position, time: Drive.ms(1))
      ])
    let fresh = try #require(run.rules.hearts.first)
    #expect(run.rules.hearts.count == 1)
    #expect(fresh.id == Self.tuning.heartsAlive)
    #expect(fresh.spawnTime == Drive.ms(1))
    let clearance = Int128(Self.tuning.respawnClearance)
    #expect(fresh.position.squaredDistance(to: run.rules.cursor) >= clearance * clearance)
    #expect(run.rules.outcome == .playing)
  }

  @Test("collecting the target clears, the last pickup's chime then the end")
  func clear() throws {
    var tuning = Tuning.defaults
    tuning.hearts.target = 1
    let start = try Drive.oneStillHeart(at: HeartsPoint(x: 0, y: 20_000), tuning: tuning)
    let run = try Drive.run([], until: .seconds(2), rules: start)
    #expect(run.rules.outcome == .cleared)
    #expect(run.rules.endTime == Drive.ms(1))
    #expect(run.effects == [Self.chime, Self.transient, .chapterEnded(.hearts, .cleared)])
    #expect(run.rules.hearts.isEmpty, "no heart respawns once the target is reached")
    let summary = run.rules.summary()
    #expect(summary.headline == "1 of 1 hearts with 34.9 s left")
    #expect(summary.score == 100 + 34_999 * 25 / 1_000)
  }

  @Test("a pickup on the last tick still clears")
  func pickupOnTheLastTick() throws {
    var tuning = Tuning.defaults
    tuning.hearts.target = 1
    tuning.hearts.timeLimit = Drive.ms(1)
    let start = try Drive.oneStillHeart(at: .zero, tuning: tuning)
    let run = try Drive.run([], until: .seconds(1), rules: start)
    #expect(run.rules.outcome == .cleared)
    #expect(run.rules.timeLeft == 0)
  }

  @Test("the clock running out fails the chapter with the error sound")
  func timeOut() throws {
    let run = try Drive.run([Drive.press(0, .up), Drive.press(0, .left)], until: .seconds(45))
    #expect(run.rules.outcome == .failed)
    #expect(run.rules.endTime == .seconds(35))
    #expect(run.rules.maxDuration == .seconds(35))
    #expect(run.rules.timeLeft == 0)
    #expect(run.effects.suffix(2) == [.sound(.error), .chapterEnded(.hearts, .failed)])
    let summary = run.rules.summary()
    #expect(summary.outcome == .failed)
    #expect(summary.headline == "\(run.rules.collected) of 15 hearts, time ran out")
    #expect(summary.score == run.rules.collected * 100)
  }

  @Test("actions after the end change nothing")
  func actionsAfterTheEnd() throws {
    var run = try Drive.run([], until: .seconds(41))
    let cursor = run.rules.cursor
    var effects: [GameEffect] = []
    run.rules.handle(Drive.press(.seconds(42), .right), effects: &effects)
    run.rules.advance(to: .seconds(44), effects: &effects)
    #expect(effects.isEmpty)
    #expect(run.rules.cursor == cursor)
  }

  @Test("the same seed gives the same hearts, another seed others")
  func seededLayout() throws {
    let a = try Drive.rules(seed: 1)
    let again = try Drive.rules(seed: 1)
    let b = try Drive.rules(seed: 2)
    #expect(a.hearts == again.hearts)
    #expect(a.hearts.map(\.position) != b.hearts.map(\.position))
    for heart in a.hearts {
      let clearance = Int128(Self.tuning.respawnClearance)
      #expect(heart.position.squaredDistance(to: a.cursor) >= clearance * clearance)
    }
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let edit: @Sendable (inout HeartsTuning) -> Void
  }

  @Test(
    "tuning that cannot make a playable chapter is refused",
    arguments: [
      Broken(testDescription: "no physics tick") { $0.physicsTick = 0 },
      Broken(testDescription: "a 1 s physics tick") { $0.physicsTick = .seconds(1) },
      Broken(testDescription: "no field") { $0.fieldWidth = 0 },
      Broken(testDescription: "a huge field") { $0.fieldHeight = 2_000_000_000 },
      Broken(testDescription: "margins that meet") { $0.heartMargin = 450_000 },
      Broken(testDescription: "a negative speed") { $0.cursorSpeed = -1 },
      Broken(testDescription: "speeds the wrong way round") { $0.heartMaxSpeed = 100 },
      Broken(testDescription: "a turn past a right angle") { $0.maxTurnSine = 1_000_001 },
      Broken(testDescription: "no turn interval") { $0.turnIntervalMin = 0 },
      Broken(testDescription: "a negative radius") { $0.pickupRadius = -5 },
      Broken(testDescription: "no time") { $0.timeLimit = 0 },
      Broken(testDescription: "faster under Auto-Assist") {
        $0.autoAssistHeartSpeedPermille = 1_001
      },
      Broken(testDescription: "no hearts") { $0.heartsAlive = 0 },
      Broken(testDescription: "too many hearts") { $0.heartsAlive = 17 },
      Broken(testDescription: "no target") { $0.target = 0 },
      Broken(testDescription: "a dead zone of the whole stick") { $0.stickDeadZone = 1_000 },
      Broken(testDescription: "a rumble past full") { $0.pickupRumbleIntensityPermille = 1_001 },
      Broken(testDescription: "negative points") { $0.pointsPerHeart = -1 },
      Broken(testDescription: "a bot that never decides") { $0.botDecisionInterval = 0 },
      Broken(testDescription: "a negative bot dead band") { $0.botDeadBand = -1 },
    ])
  func badTuning(_ broken: Broken) throws {
    var tuning = Tuning.defaults
    broken.edit(&tuning.hearts)
    #expect(tuning.hearts.problem != nil)
    #expect(throws: ChapterSetupError.self) { try Drive.rules(tuning: tuning) }
    #expect(TuningFile.problems(in: tuning).contains { $0.hasPrefix("hearts: ") })
  }

  @Test("the defaults are sound and the tuning file carries them")
  func defaultsAreSound() throws {
    #expect(HeartsTuning.defaults.problem == nil)
    #expect(TuningFile.problems(in: .defaults).isEmpty)
    #expect(Tuning.defaults.hearts == .defaults)
  }
}
