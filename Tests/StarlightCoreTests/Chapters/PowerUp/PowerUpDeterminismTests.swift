import Testing

@testable import StarlightCore

/// One run with everything in it (an early release and a charge-on, a release past the
/// band, a short, trigger holds, overlapping lanes, snaps up to the clear), its actions
/// stamped off the millisecond grid, played through `ChapterStepper` at several step
/// sizes and frame rates: every run ends with the same summary and the same effects.
@Suite("Power-up determinism")
struct PowerUpDeterminismTests {
  struct Pacing: Sendable, CustomStringConvertible {
    let step: Nanoseconds
    let framesPerSecond: Int64

    var description: String { "\(step) ns steps at \(framesPerSecond) fps" }
  }

  static let pacings = [
    Pacing(step: .milliseconds(1), framesPerSecond: 144),
    Pacing(step: .milliseconds(1), framesPerSecond: 60),
    Pacing(step: .milliseconds(2), framesPerSecond: 30),
    Pacing(step: .milliseconds(7), framesPerSecond: 24),
    Pacing(step: 16_666_667, framesPerSecond: 13),
    Pacing(step: GameConstants.checkStep, framesPerSecond: 10),
  ]

  static func mixedRun() throws -> [PlayerAction] {
    var script = try PowerUpScript(start: 312_345_679)
    // Early, then charged on from what is left and snapped.
    script.press(lane: 1)
    try script.wait(untilCharge: 420)
    script.release(lane: 1)
    script.wait(123_456_789)
    script.press(lane: 4)
    try script.wait(untilHeld: script.rules.middleOfBandHold)
    script.release(lane: 4)
    script.wait(333_333_333)
    // A trigger hold let go past the band, then a short on a key held too long.
    script.input(.axis(.rightTrigger, 800))
    try script.wait(untilCharge: 985)
    script.input(.axis(.rightTrigger, 100))
    script.wait(2_000_000_001)
    script.press(lane: 0)
    script.wait(.seconds(3) + 77)
    script.release(lane: 0)
    script.wait(250_000_003)
    // Overlapping lane and trigger holds for the rest, released in the band.
    while script.rules.outcome == .playing {
      script.press(lane: 2)
      script.wait(50_000_011)
      script.input(.axis(.leftTrigger, 900))
      script.wait(1_000_003)
      script.release(lane: 2)
      try script.wait(untilHeld: script.rules.middleOfBandHold + 3_217)
      script.input(.axis(.leftTrigger, 200))
      script.wait(401_234_567)
    }
    #expect(script.rules.outcome == .cleared)
    #expect(script.rules.shorts == 1)
    #expect(script.rules.missedReleases == 2)
    return script.actions
  }

  @Test("the same actions at any step size and frame rate give the same run", arguments: pacings)
  func sameRunAtAnyPacing(_ pacing: Pacing) throws {
    let actions = try Self.mixedRun()
    let reference = try runPowerUpDirectly(actions)
    #expect(reference.rules.outcome == .cleared)

    var stepper = ChapterStepper(
      rules: try PowerUpRules(context: ChapterContext()), step: pacing.step,
      maxStepsPerFrame: Int.max)
    stepper.enqueue(actions)
    var effects: [GameEffect] = []
    let frame = Nanoseconds.perSecond / pacing.framesPerSecond
    var time: Nanoseconds = 0
    while stepper.rules.outcome == .playing, time < stepper.rules.maxDuration {
      time += frame
      effects += stepper.advance(to: time)
    }
    let rules = try #require(stepper.rules(as: PowerUpRules.self))
    #expect(rules.summary() == reference.rules.summary())
    #expect(effects == reference.effects)
    #expect(rules.endTime == reference.rules.endTime)
    #expect(rules.lastShortTime == reference.rules.lastShortTime)
  }

  @Test("runToEnd stops at the clear, or at the longest attempt when nothing ends it")
  func runToEnd() throws {
    var cleared = ChapterStepper(rules: try PowerUpRules(context: ChapterContext()))
    cleared.enqueue(PowerUpRules.botActions(context: ChapterContext()))
    let effects = cleared.runToEnd()
    #expect(cleared.rules.outcome == .cleared)
    #expect(effects.last == .chapterEnded(.powerUp, .cleared))

    var tuning = Tuning.defaults
    tuning.powerUp.maxAttemptDuration = .seconds(5)
    var idle = ChapterStepper(
      rules: try PowerUpRules(context: ChapterContext(tuning: tuning)), step: .milliseconds(10))
    idle.enqueue([PlayerAction(time: .milliseconds(100), lane: 0, action: .press)])
    _ = idle.runToEnd()
    #expect(idle.rules.outcome == .playing)
    #expect(idle.simulatedTime == .seconds(5))
    let rules = try #require(idle.rules(as: PowerUpRules.self))
    #expect(rules.shorts == 1)
  }
}
