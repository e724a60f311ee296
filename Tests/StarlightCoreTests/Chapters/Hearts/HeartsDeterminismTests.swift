import StarlightCore
import Testing

/// The cursor's and the hearts' paths are a fixed-step simulation in integer time, and the
/// hearts' random choices are drawn in tick order, so the same actions give the same run
/// (and the same effects, in the same order) at any step size and frame rate.
@Suite("Hearts determinism")
struct HeartsDeterminismTests {
  typealias Drive = HeartsDrive

  /// Steering that changes hands between lanes and the stick, stamped between tick
  /// boundaries, sweeping the field so that hearts are collected on the way. In time order,
  /// as a replay file holds them.
  static let script: [PlayerAction] =
    ([
      Drive.press(250_500_000, .right),
      Drive.press(1_000_170_123, .down),
      Drive.release(2_500_000_333, .right),
      Drive.press(2_500_000_333, .left),
      Drive.release(3_900_456_789, .down),
      Drive.release(5_200_000_001, .left),
      Drive.press(7_000_000_400, .up),
      Drive.release(8_100_000_999, .up),
    ]
    + Drive.stick(5_200_000_001, x: 700, y: -300)
    + Drive.stick(6_400_123_457, x: -900, y: 900)
    + Drive.stick(9_000_000_000, x: 1_000, y: 50)
    + Drive.stick(10_500_500_500, x: -200, y: -1_000)
    + Drive.stick(12_000_000_001, x: 0, y: 0)).sorted(by: PlayerAction.precedes)
  static let end = Nanoseconds.seconds(14)
  static let samples: [Nanoseconds] = (1...(14 * 4)).map { Nanoseconds($0) * Drive.ms(250) }
  static let context = ChapterContext(seed: 2_026)

  @Test("the script moves the cursor both ways and collects hearts")
  func scriptIsMeaningful() throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, context: Self.context)
    #expect(reference.rules.collected > 0)
    #expect(Set(reference.samples.map(\.cursor.x)).count > 10)
    #expect(reference.effects.contains(.sound(.successChime)))
  }

  @Test(
    "stepper step sizes give the same run",
    arguments: [Drive.ms(1), Drive.ms(2), 500_000, GameConstants.checkStep])
  func stepSizes(step: Nanoseconds) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, context: Self.context)
    let run = try Drive.stepped(
      Self.script, step: step, samples: Self.samples, context: Self.context)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("frames at any rate give the same run", arguments: [30, 60, 144, 240] as [Int64])
  func frameRates(rate: Int64) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, context: Self.context)
    let run = try Drive.framed(
      Self.script, frames: Drive.frames(rate: rate, until: Self.end), samples: Self.samples,
      context: Self.context)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("irregular frames give the same run", arguments: [1, 2, 3] as [UInt64])
  func irregularFrames(seed: UInt64) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, context: Self.context)
    let run = try Drive.framed(
      Self.script, frames: Drive.irregularFrames(until: Self.end, seed: seed),
      samples: Self.samples, context: Self.context)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("an action takes effect from the first tick boundary at or after its stamp")
  func actionsWaitForTheirTick() throws {
    var tuning = Tuning.defaults
    tuning.hearts.physicsTick = Drive.ms(10)
    var between = try Drive.rules(tuning: tuning)
    var onBoundary = try Drive.rules(tuning: tuning)
    let start = between.cursor
    var effects: [GameEffect] = []
    between.handle(Drive.press(Drive.ms(3), .right), effects: &effects)
    onBoundary.handle(Drive.press(Drive.ms(10), .right), effects: &effects)
    between.advance(to: Drive.ms(10), effects: &effects)
    onBoundary.advance(to: Drive.ms(10), effects: &effects)
    #expect(between.cursor == start, "the tick from 0 to 10 ms had no steering")
    for time in stride(from: Drive.ms(15), through: Drive.ms(200), by: Int(Drive.ms(5))) {
      between.advance(to: time, effects: &effects)
      onBoundary.advance(to: time, effects: &effects)
      #expect(between.cursor == onBoundary.cursor)
      #expect(between.hearts == onBoundary.hearts)
    }
    #expect(between.cursor.x > start.x)
  }
}

@Suite("Hearts live tuning")
struct HeartsLiveTuningTests {
  typealias Drive = HeartsDrive

  /// At 0.5 s the cursor speeds up to 1 000 000 units/s and the target drops to 1; the
  /// field's width and the physics tick asked for are ignored mid-attempt.
  static var change: TuningChange {
    var tuning = Tuning.defaults
    tuning.hearts.cursorSpeed = 1_000_000
    tuning.hearts.fieldWidth = 3_000_000
    tuning.hearts.physicsTick = Drive.ms(5)
    return TuningChange(time: Drive.ms(500), tuning: tuning)
  }

  static func run(step: Nanoseconds, until end: Nanoseconds) throws -> HeartsRules {
    var stepper = ChapterStepper(rules: try Drive.rules(), step: step)
    stepper.enqueue([Drive.press(0, .left)])
    stepper.enqueue([Self.change])
    _ = stepper.advance(to: end)
    return try #require(stepper.rules(as: HeartsRules.self))
  }

  @Test("a change takes effect from the next tick, keeping the field and the tick")
  func retunesFromTheNextTick() throws {
    let start = try Drive.rules().cursor
    let before = try Self.run(step: Drive.ms(1), until: Drive.ms(500))
    let after = try Self.run(step: Drive.ms(1), until: Drive.ms(600))
    #expect(start.x - before.cursor.x == 350_000)
    #expect(before.cursor.x - after.cursor.x == 100_000)
    #expect(after.tuning.cursorSpeed == 1_000_000)
    #expect(after.tuning.fieldWidth == HeartsTuning.defaults.fieldWidth)
    #expect(after.tuning.physicsTick == Drive.ms(1))
    #expect(after.cursorVelocity == HeartsPoint(x: -1_000_000, y: 0))
  }

  @Test("the same change gives the same run at any step size", arguments: [Drive.ms(2), 500_000])
  func stepSizes(step: Nanoseconds) throws {
    let reference = try Self.run(step: Drive.ms(1), until: .seconds(4))
    let run = try Self.run(step: step, until: .seconds(4))
    #expect(run.cursor == reference.cursor)
    #expect(run.hearts == reference.hearts)
    #expect(run.summary() == reference.summary())
  }

  @Test("a replay carrying the change re-simulates to the same summary after a round trip")
  func replayWithChange() throws {
    var change = Self.change
    change.tuning.hearts.target = 1
    let replay = Replay(
      chapter: .hearts, seed: 2_026, source: .live, actions: HeartsDeterminismTests.script,
      tuningChanges: [change])
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let original = try ReplaySimulator.simulate(replay)
    let again = try ReplaySimulator.simulate(decoded, frameRate: 60)
    #expect(again.summary() == original.summary())
    let hearts = try #require(again as? HeartsRules)
    #expect(hearts.tuning.target == 1)
    #expect(hearts.outcome == .cleared)
  }
}
