import Testing

@testable import StarlightCore

/// The slider's physics, under the rules before the heartbeat pushes (a held push drives
/// it), which replays recorded then still play by; `FinaleBeatTests` has the pushes.
@Suite("Finale rules")
struct FinaleRulesTests {
  typealias Drive = FinaleDrive

  static let everySecond: [Nanoseconds] = (1...46).map { Nanoseconds.seconds(Int64($0)) }
  static let heartbeat = GameEffect.rumble(.start(.heartbeat, handle: nil))
  static let crossFade = GameEffect.music(.crossFade(to: .finale, from: 0))

  @Test("a held lane moves the slider forward, slower as the resistance rises")
  func pushSlowsAlongTheTrack() throws {
    let run = try Drive.stepped(
      [Drive.press(0)], step: Drive.ms(1), samples: Self.everySecond, tuning: Drive.held)
    let positions = run.samples.map(\.position)
    let early = positions[2] - positions[1]
    let late = positions[16] - positions[15]
    #expect(early > 0 && late > 0)
    #expect(late < early)
  }

  @Test("letting go slides the slider back to the start")
  func lettingGoSlidesBack() throws {
    let run = try Drive.stepped(
      [Drive.press(0), Drive.release(.seconds(5))], step: Drive.ms(1),
      samples: [.seconds(5), 5_500_000_000, .seconds(6), .seconds(7), .seconds(30)],
      tuning: Drive.held)
    let atRelease = run.samples[0]
    #expect(atRelease.position > 0 && atRelease.velocity > 0)
    // It coasts on for a moment, but the resistance soon turns it round.
    #expect(run.samples[1].velocity < 0)
    #expect(run.samples[2].position < atRelease.position)
    #expect(run.samples[3].position < run.samples[2].position)
    #expect(run.samples[4].position == 0)
    #expect(run.samples[4].velocity == 0)
    #expect(!run.rules.isPushing)
  }

  @Test("heartbeats stop when the push stops")
  func heartbeatsOnlyWhilePushing() throws {
    let beats = try Drive.heartbeatTimes(
      [Drive.press(0), Drive.release(.seconds(5))], until: .seconds(12), tuning: Drive.held)
    #expect(beats.first == 0)
    #expect(beats.count > 3)
    #expect(beats.allSatisfy { $0 < .seconds(5) })
  }

  @Test("a half push is slower than a full one and stalls short of the end")
  func halfPushIsSlower() throws {
    let full = try Drive.stepped(
      [Drive.press(0)], step: Drive.ms(1), samples: Self.everySecond, tuning: Drive.held)
    let stick = try Drive.stepped(
      [Drive.stick(0, 500)], step: Drive.ms(1), samples: Self.everySecond, tuning: Drive.held)
    let trigger = try Drive.stepped(
      [Drive.trigger(0, 500)], step: Drive.ms(1), samples: Self.everySecond, tuning: Drive.held)
    for half in [stick, trigger] {
      #expect(half.samples[4].position > 0)
      #expect(half.samples[4].position < full.samples[4].position)
      #expect(half.rules.outcome == .failed)
      #expect(half.rules.furthestPermille < 500)
      #expect(half.rules.force > 0 && half.rules.force < FinaleControls.fullForce)
    }
    #expect(full.rules.outcome == .cleared)
  }

  @Test("the force is the largest of lane, stick and trigger, past the dead zones")
  func forceIsTheLargestInput() {
    let tuning = FinaleTuning.defaults
    var controls = FinaleControls()
    controls.apply(.axis(.leftX, tuning.stickDeadZone))
    #expect(controls.force(tuning: tuning) == 0)
    controls.apply(.axis(.leftX, -PlayerAction.axisMax))
    #expect(controls.force(tuning: tuning) == 0, "a tilt to the left is no push")
    controls.apply(.axis(.leftX, PlayerAction.axisMax))
    #expect(controls.force(tuning: tuning) == FinaleControls.fullForce)
    controls.apply(.axis(.leftX, 300))
    controls.apply(.axis(.rightTrigger, 700))
    let trigger = controls.force(tuning: tuning)
    #expect(trigger > FinaleControls.scaled(300, deadZone: tuning.stickDeadZone))
    controls.apply(.lane(3, .press))
    #expect(controls.force(tuning: tuning) == FinaleControls.fullForce)
    controls.apply(.lane(3, .release))
    #expect(controls.force(tuning: tuning) == trigger)
  }

  @Test("reaching the end clears once: cross-fade, chime and the chapter's end")
  func clearAtTheEnd() throws {
    var stepper = ChapterStepper(rules: try Drive.rules(tuning: Drive.held))
    stepper.enqueue([Drive.press(0)])
    let effects = stepper.runToEnd() + stepper.advance(to: .seconds(60))
    let rules = try #require(stepper.rules(as: FinaleRules.self))
    #expect(rules.outcome == .cleared)
    #expect(rules.position == rules.tuning.trackUnits)
    #expect(rules.progressPermille == 1_000)
    let end = try #require(rules.endTime)
    #expect(end < rules.tuning.timeLimit)
    #expect(rules.timeLeft == rules.tuning.timeLimit - end)
    #expect(effects.filter { $0 == Self.crossFade }.count == 1)
    #expect(effects.filter { $0 == .sound(.successChime) }.count == 1)
    #expect(effects.filter { $0 == .chapterEnded(.finale, .cleared) }.count == 1)
    #expect(!effects.contains(.sound(.error)))
    #expect(effects.last == .chapterEnded(.finale, .cleared))
    let summary = rules.summary()
    #expect(summary.outcome == .cleared)
    #expect(summary.headline.hasPrefix("Reached the end with "))
    #expect(summary.headline.hasSuffix(" s left"))
    let bonus = Int(rules.timeLeft * 100 / Nanoseconds.perSecond)
    #expect(summary.score == 1_000 + bonus)
  }

  @Test("the time running out fails the chapter, even mid-push")
  func timeOutFails() throws {
    for actions in [[], [Drive.stick(0, 800)]] {
      var stepper = ChapterStepper(rules: try Drive.rules(tuning: Drive.held))
      stepper.enqueue(actions)
      let effects = stepper.runToEnd()
      let rules = try #require(stepper.rules(as: FinaleRules.self))
      #expect(rules.outcome == .failed)
      #expect(rules.endTime == rules.tuning.timeLimit)
      #expect(rules.timeLeft == 0)
      #expect(effects.filter { $0 == .sound(.error) }.count == 1)
      #expect(effects.filter { $0 == .chapterEnded(.finale, .failed) }.count == 1)
      #expect(!effects.contains(Self.crossFade))
      #expect(rules.summary().score == rules.furthestPermille)
      // The headline names where the slider stood, as the screen showed it, and the furthest
      // it got (the score) when that was further.
      let headline = rules.summary().headline
      #expect(
        headline.hasPrefix("Time ran out with the slider at \(rules.progressPermille / 10) %"))
      #expect(
        headline.contains("furthest \(rules.furthestPermille / 10) %")
          == (rules.furthestPermille / 10 > rules.progressPermille / 10))
    }
  }

  @Test("Auto-Assist lowers the resistance, so the end comes sooner")
  func autoAssistIsEasier() throws {
    let plain = try Drive.stepped(
      [Drive.press(0)], step: Drive.ms(1), samples: Self.everySecond, tuning: Drive.held)
    let assisted = try Drive.stepped(
      [Drive.press(0)], step: Drive.ms(1), samples: Self.everySecond, autoAssist: true,
      tuning: Drive.held)
    let plainEnd = try #require(plain.rules.endTime)
    let assistedEnd = try #require(assisted.rules.endTime)
    #expect(assistedEnd < plainEnd)
    #expect(assisted.rules.autoAssist)
    let middle = plain.rules.tuning.trackUnits / 2
    #expect(assisted.rules.resistance(at: middle) < plain.rules.resistance(at: middle))
    // A push that stalls without Auto-Assist gets through with it.
    let stalled = try Drive.stepped(
      [Drive.stick(0, 800)], step: Drive.ms(1), samples: Self.everySecond, tuning: Drive.held)
    let helped = try Drive.stepped(
      [Drive.stick(0, 800)], step: Drive.ms(1), samples: Self.everySecond, autoAssist: true,
      tuning: Drive.held)
    #expect(stalled.rules.outcome == .failed)
    #expect(helped.rules.outcome == .cleared)
  }

  @Test("the heartbeat quickens as the slider nears the end")
  func heartbeatQuickens() throws {
    let beats = try Drive.heartbeatTimes(
      [Drive.press(0)], until: .seconds(30), tuning: Drive.held)
    let gaps = zip(beats.dropFirst(), beats).map { $0 - $1 }
    let tuning = FinaleTuning.defaults
    #expect(beats.first == 0)
    #expect(gaps.count > 10)
    let first = try #require(gaps.first)
    let last = try #require(gaps.last)
    #expect(first <= tuning.heartbeatIntervalAtStart)
    #expect(last < first)
    #expect(last < tuning.heartbeatIntervalAtEnd + Drive.ms(100))
    #expect(zip(gaps.dropFirst(), gaps).allSatisfy { $0 <= $1 }, "never slows while pushing on")
  }

  @Test("tuning that cannot make a chapter is refused")
  func badTuningIsRefused() {
    var tuning = Tuning.defaults
    tuning.finale.physicsTick = 0
    #expect(throws: ChapterSetupError.self) { try Drive.rules(tuning: tuning) }
    tuning = .defaults
    tuning.finale.stickDeadZone = PlayerAction.axisMax
    #expect(throws: ChapterSetupError.self) { try Drive.rules(tuning: tuning) }
    #expect(FinaleTuning.defaults.problem == nil)
  }
}
