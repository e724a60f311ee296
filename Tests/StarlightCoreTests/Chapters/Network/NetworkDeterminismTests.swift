import StarlightCore
import Testing

/// Actions take effect on the input tick at or after their stamp, so the same actions give
/// the same run (and the same effects, in the same order) at any step size and frame rate.
@Suite("Network determinism")
struct NetworkDeterminismTests {
  typealias Drive = NetworkDrive
  static let seed: UInt64 = 9

  /// A run by hand with stamps between ticks: stick moves and lane moves, wrong links
  /// (skipping ahead, and linking a node twice), through two rounds and into the third.
  static let script: [PlayerAction] = {
    guard var script = try? NetworkScript(seed: seed) else { return [] }
    script.tilt(.leftX, 900)
    script.tilt(.leftX, 30)
    script.tilt(.leftY, -900)
    script.tilt(.leftY, 0)
    _ = try? script.link(rank: 2)
    _ = try? script.link(rank: 0)
    _ = try? script.link(rank: 0)
    _ = try? script.routeRound()
    _ = try? script.link(rank: 3)
    _ = try? script.routeRound()
    _ = try? script.link(rank: 0)
    _ = try? script.link(rank: 1)
    script.tap(.right)
    return script.actions
  }()

  static let end = Nanoseconds.seconds(91)
  static let samples: [Nanoseconds] = (1...(91 * 10)).map { Nanoseconds($0) * Drive.ms(100) }

  static func reference() throws -> Drive.Result {
    try Drive.stepped(Self.script, step: Drive.ms(1), samples: Self.samples, seed: Self.seed)
  }

  @Test("the script is meaningful: wrong links, three rounds reached, then the timeout")
  func scriptIsMeaningful() throws {
    let run = try Self.reference()
    #expect(run.rules.roundIndex == 2)
    #expect(run.rules.wrongLinkCount == 3)
    #expect(run.rules.linkCount == 14)
    #expect(run.rules.integrity == 40)
    #expect(run.rules.outcome == .failed)
    #expect(run.rules.endTime == NetworkTuning.defaults.timeLimit)
    #expect(Self.script.contains { $0.kind == .axis(.leftY) })
  }

  @Test(
    "stepper step sizes give the same run",
    arguments: [Drive.ms(1), Drive.ms(2), 500_000, GameConstants.checkStep] as [Nanoseconds])
  func stepSizes(step: Nanoseconds) throws {
    let reference = try Self.reference()
    let run = try Drive.stepped(Self.script, step: step, samples: Self.samples, seed: Self.seed)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("frames at any rate give the same run", arguments: [30, 60, 144, 240] as [Int64])
  func frameRates(rate: Int64) throws {
    let reference = try Self.reference()
    let run = try Drive.framed(
      Self.script, frames: Drive.frames(rate: rate, until: Self.end), samples: Self.samples,
      seed: Self.seed)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("irregular frames give the same run", arguments: [1, 2, 3] as [UInt64])
  func irregularFrames(frameSeed: UInt64) throws {
    let reference = try Self.reference()
    let run = try Drive.framed(
      Self.script, frames: Drive.irregularFrames(until: Self.end, seed: frameSeed),
      samples: Self.samples, seed: Self.seed)
    #expect(run.samples == reference.samples)
    #expect(run.effects == reference.effects)
    #expect(run.rules.summary() == reference.rules.summary())
  }

  @Test("an action takes effect from the first tick boundary at or after its stamp")
  func actionsWaitForTheirTick() throws {
    var tuning = Tuning.defaults
    tuning.network.inputTick = Drive.ms(10)
    for seed in 0..<10 as Range<UInt64> {
      var rules = try Drive.rules(seed: seed, tuning: tuning)
      guard let target = rules.graph.neighbor(of: rules.cursor, toward: .right) else { continue }
      var effects: [GameEffect] = []
      rules.handle(Drive.press(Drive.ms(3), .right), effects: &effects)
      rules.advance(to: Drive.ms(9), effects: &effects)
      #expect(rules.cursor != target)
      #expect(effects.isEmpty)
      rules.advance(to: Drive.ms(10), effects: &effects)
      #expect(rules.cursor == target)
      #expect(rules.lastMove?.node == target)
      #expect(rules.lastMove?.time == Drive.ms(10))
    }
  }
}
