import StarlightCore
import Testing

/// The slider's path is a fixed-step simulation in integer time, so the same actions give
/// the same path (and the same effects, in the same order) at any step size and frame rate:
/// under the held push of old replays here, with the heartbeat pushes in `FinaleBeatTests`.
@Suite("Finale determinism")
struct FinaleDeterminismTests {
  typealias Drive = FinaleDrive

  /// A push that changes hands between the stick, a lane, the trigger and back to a lane,
  /// with a pause that lets the slider slide back, stamped between tick boundaries.
  static let script: [PlayerAction] = [
    Drive.stick(250_500_000, 600),
    Drive.press(3_000_170_123, lane: 1),
    Drive.release(6_500_000_333, lane: 1),
    Drive.trigger(7_100_000_001, 900),
    Drive.stick(.seconds(8), 0),
    Drive.trigger(9_900_456_789, 0),
    Drive.press(11_000_000_400, lane: 0),
  ]
  static let end = Nanoseconds.seconds(46)
  static let samples: [Nanoseconds] = (1...(46 * 4)).map { Nanoseconds($0) * Drive.ms(250) }

  @Test("the script reaches the end after sliding back on the way")
  func scriptIsMeaningful() throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, tuning: Drive.held)
    #expect(reference.rules.outcome == .cleared)
    #expect(reference.samples.contains { $0.velocity < 0 }, "slides back in the pause")
    #expect(reference.effects.filter { $0 == .music(.crossFade(to: .finale, from: 0)) }.count == 1)
  }

  @Test(
    "stepper step sizes give the same path",
    arguments: [Drive.ms(1), Drive.ms(2), 500_000, GameConstants.checkStep])
  func stepSizes(step: Nanoseconds) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, tuning: Drive.held)
    let run = try Drive.stepped(Self.script, step: step, samples: Self.samples, tuning: Drive.held)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.endTime == reference.rules.endTime)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("frames at any rate give the same path", arguments: [30, 60, 144, 240] as [Int64])
  func frameRates(rate: Int64) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, tuning: Drive.held)
    let run = try Drive.framed(
      Self.script, frames: Drive.frames(rate: rate, until: Self.end), samples: Self.samples,
      tuning: Drive.held)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("irregular frames give the same path", arguments: [1, 2, 3] as [UInt64])
  func irregularFrames(seed: UInt64) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, tuning: Drive.held)
    let run = try Drive.framed(
      Self.script, frames: Drive.irregularFrames(until: Self.end, seed: seed),
      samples: Self.samples, tuning: Drive.held)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("an action takes effect from the first tick boundary at or after its stamp")
  func actionsWaitForTheirTick() throws {
    var tuning = Drive.held
    tuning.finale.physicsTick = Drive.ms(10)
    var between = try Drive.rules(tuning: tuning)
    var onBoundary = try Drive.rules(tuning: tuning)
    var effects: [GameEffect] = []
    between.handle(Drive.press(Drive.ms(3)), effects: &effects)
    onBoundary.handle(Drive.press(Drive.ms(10)), effects: &effects)
    between.advance(to: Drive.ms(10), effects: &effects)
    onBoundary.advance(to: Drive.ms(10), effects: &effects)
    #expect(between.position == 0 && between.velocity == 0, "the tick from 0 to 10 ms had no push")
    #expect(between.isPushing)
    for time in stride(from: Drive.ms(15), through: Drive.ms(200), by: Int(Drive.ms(5))) {
      between.advance(to: time, effects: &effects)
      onBoundary.advance(to: time, effects: &effects)
      #expect(between.position == onBoundary.position)
      #expect(between.velocity == onBoundary.velocity)
    }
    #expect(between.position > 0)
  }
}
