import StarlightCore
import Testing

/// Actions apply at their own stamps and the stick's repeats and the clock fall at
/// computed instants, so the same actions give the same rings (and the same effects, in
/// the same order) at any step size and frame rate.
@Suite("Cipher determinism")
struct CipherDeterminismTests {
  typealias Drive = CipherDrive

  static let seed: UInt64 = 3
  /// Taps and stick pushes stamped between milliseconds: choosing by stick and by lane,
  /// held turns across several repeats, a flip of the stick, and a sloppy long way round,
  /// so rings lock on the way and the run ends out of moves.
  static let script: [PlayerAction] =
    [
      Drive.stickX(250_500_000, 900),
      Drive.stickX(1_000_000_333, 0),
      Drive.stickY(1_200_100_001, -800),
      Drive.stickY(1_350_000_000, 0),
      Drive.stickX(1_500_000_007, -700),
      Drive.stickX(1_777_777_777, 700),
      Drive.stickX(2_400_123_456, 0),
    ]
    + Drive.taps(3, .right, from: 2_600_000_999)
    + Drive.taps(2, .up, from: 3_050_500_500)
    + [Drive.stickX(3_500_000_001, -1_000), Drive.stickX(5_000_000_000, 0)]
    + Drive.taps(6, .left, from: 5_300_300_300)
  static let end = Nanoseconds.seconds(61)
  static let samples: [Nanoseconds] =
    (1...160).map { Nanoseconds($0) * Drive.ms(50) } + [.seconds(20), .seconds(61)]

  @Test("the script locks rings on the way, repeats the stick and ends")
  func scriptIsMeaningful() throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, seed: Self.seed)
    let rules = reference.rules
    #expect(rules.outcome != .playing)
    #expect(rules.lockedCount >= 1)
    #expect(rules.movesUsed > Self.script.count / 4, "held pushes turned more than once")
    #expect(Set(reference.samples.map(\.selected)).count >= 2)
  }

  @Test(
    "stepper step sizes give the same run",
    arguments: [Drive.ms(1), Drive.ms(2), 500_000, GameConstants.checkStep])
  func stepSizes(step: Nanoseconds) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, seed: Self.seed)
    let run = try Drive.stepped(Self.script, step: step, samples: Self.samples, seed: Self.seed)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.endTime == reference.rules.endTime)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("frames at any rate give the same run", arguments: [30, 60, 144, 240] as [Int64])
  func frameRates(rate: Int64) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, seed: Self.seed)
    let run = try Drive.framed(
      Self.script, frames: Drive.frames(rate: rate, until: Self.end), samples: Self.samples,
      seed: Self.seed)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("irregular frames give the same run", arguments: [1, 2, 3] as [UInt64])
  func irregularFrames(seed: UInt64) throws {
    let reference = try Drive.stepped(
      Self.script, step: Drive.ms(1), samples: Self.samples, seed: Self.seed)
    let run = try Drive.framed(
      Self.script, frames: Drive.irregularFrames(until: Self.end, seed: seed),
      samples: Self.samples, seed: Self.seed)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }
}
