import Testing

@testable import StarlightCore

@Suite("Power-up rules")
struct PowerUpRulesTests {
  static let tuning = PowerUpTuning.defaults

  @Test("a press starts the charge rumble, a release stops the same handle")
  func rumbleFollowsTheHold() throws {
    var script = try PowerUpScript()
    script.press(lane: 3)
    #expect(script.effects == [.rumble(.start(.capacitorCharge, handle: 1))])
    #expect(script.rules.isHeld)
    script.wait(.milliseconds(200))
    script.release(lane: 3)
    #expect(script.effects.last == .rumble(.stop(handle: 1)))
    script.wait(.seconds(3))
    script.press(lane: 0)
    #expect(script.effects.last == .rumble(.start(.capacitorCharge, handle: 2)))
  }

  @Test("the charge rises on an ease-in curve while held")
  func chargeRises() throws {
    var script = try PowerUpScript()
    script.press()
    let start = script.time
    let duration = Self.tuning.firstChargeDuration
    let quarter = script.rules.charge(at: start + duration / 4)
    let half = script.rules.charge(at: start + duration / 2)
    let threeQuarters = script.rules.charge(at: start + duration * 3 / 4)
    #expect(script.rules.charge(at: start) == 0)
    #expect(quarter < half && half < threeQuarters)
    // Slow, then faster: the second quarter adds more than the first.
    #expect(half - quarter > quarter)
    #expect(script.rules.charge(at: start + duration) == PowerUpCurve.full)
  }

  @Test("an early release drains at the drain rate; a press charges on from what is left")
  func earlyReleaseDrainsAndRetryWorks() throws {
    var script = try PowerUpScript()
    script.press()
    try script.wait(untilCharge: 500)
    script.release()
    let releasedAt = script.time
    #expect(script.rules.phase == .draining(level: 500, since: releasedAt))
    #expect(script.rules.missedReleases == 1)
    #expect(!script.effects.contains(.sound(.hapticThud)))

    // 600 permille a second: 250 ms drains 150.
    script.wait(.milliseconds(250))
    #expect(script.rules.charge(at: script.time) == 500 - 150)
    script.press()
    guard case .charging(let origin, let pressTime) = script.rules.phase else {
      Issue.record("not charging after the second press: \(script.rules.phase)")
      return
    }
    #expect(pressTime == script.time)
    #expect(origin < pressTime)
    #expect(script.rules.charge(at: script.time) == 350)
    #expect(script.rules.charge(at: script.time + .milliseconds(50)) > 350)

    try script.wait(untilHeld: script.rules.middleOfBandHold)
    script.release()
    #expect(script.rules.capacitorsDone == 1)
    #expect(script.effects.filter(\.isSnap).count == 1)
  }

  @Test("a drained capacitor empties and goes idle at the computed instant")
  func drainEmpties() throws {
    var script = try PowerUpScript()
    script.press()
    try script.wait(untilCharge: 300)
    script.release()
    // 300 permille at 600 a second: empty after exactly 500 ms.
    script.wait(.milliseconds(500) - 1)
    #expect(
      script.rules.phase == .draining(level: 300, since: script.time - .milliseconds(500) + 1))
    #expect(script.rules.charge(at: script.time) == 1)
    script.wait(1)
    #expect(script.rules.phase == .idle)
    #expect(script.rules.charge(at: script.time) == 0)
  }

  @Test("a release past the band does not snap and drains like an early one")
  func releasePastTheBand() throws {
    var script = try PowerUpScript()
    script.press()
    try script.wait(untilCharge: Self.tuning.bandHighPermille + 20)
    script.release()
    #expect(script.rules.capacitorsDone == 0)
    #expect(script.rules.shorts == 0)
    #expect(script.rules.missedReleases == 1)
    if case .draining = script.rules.phase {
    } else {
      Issue.record("expected draining, got \(script.rules.phase)")
    }
  }

  @Test("holding at the top past the grace shorts, empties and waits for the release")
  func holdingTooLongShorts() throws {
    var script = try PowerUpScript()
    script.press()
    let saturation = script.time + Self.tuning.firstChargeDuration
    let shortsAt = saturation + Self.tuning.shortGrace
    script.wait(saturation - script.time)
    #expect(script.rules.phase == .saturated(since: saturation, shortsAt: shortsAt))
    #expect(script.rules.charge(at: script.time) == PowerUpCurve.full)
    script.wait(shortsAt - script.time - 1)
    #expect(script.rules.shorts == 0)
    script.wait(1)
    #expect(script.rules.shorts == 1)
    #expect(script.rules.lastShortTime == shortsAt)
    #expect(script.rules.phase == .spent(since: shortsAt))
    #expect(script.rules.charge(at: script.time) == 0)
    #expect(
      Array(script.effects.suffix(3)) == [
        .rumble(.stop(handle: 1)), .sound(.error),
        .rumble(
          .transient(
            intensity: Self.tuning.shortRumbleIntensity,
            sharpness: Self.tuning.shortRumbleSharpness)),
      ])

    // Still held: nothing charges; the release just ends the spent hold.
    script.wait(.seconds(5))
    #expect(script.rules.shorts == 1)
    let effectsBefore = script.effects.count
    script.release()
    #expect(script.rules.phase == .idle)
    #expect(script.effects.count == effectsBefore)
    #expect(script.rules.missedReleases == 0)

    // And the same capacitor can be charged again.
    try script.snapOne()
    #expect(script.rules.capacitorsDone == 1)
  }

  @Test("a release at the top, before the short, is past the band")
  func releaseWhileSaturated() throws {
    var script = try PowerUpScript()
    script.press()
    script.wait(Self.tuning.firstChargeDuration + Self.tuning.shortGrace - 1)
    script.release()
    #expect(script.rules.shorts == 0)
    #expect(script.rules.capacitorsDone == 0)
    #expect(script.rules.phase == .draining(level: PowerUpCurve.full, since: script.time))
  }

  @Test("with the band reaching the top, a release while saturated snaps")
  func bandAtTheTop() throws {
    var tuning = Tuning.defaults
    tuning.powerUp.bandHighPermille = PowerUpCurve.full
    var script = try PowerUpScript(context: ChapterContext(tuning: tuning))
    script.press()
    script.wait(Self.tuning.firstChargeDuration + Self.tuning.shortGrace - 1)
    script.release()
    #expect(script.rules.capacitorsDone == 1)
  }

  @Test("each capacitor charges faster than the one before, down to the minimum")
  func capacitorsSpeedUp() throws {
    let durations = (0..<8).map { Self.tuning.chargeDuration(forCapacitor: $0) }
    #expect(durations[0] == Self.tuning.firstChargeDuration)
    #expect(durations[1] == Self.tuning.firstChargeDuration * 880 / 1_000)
    for (earlier, later) in zip(durations, durations.dropFirst()) {
      #expect(later <= earlier)
      #expect(later >= Self.tuning.minimumChargeDuration)
    }
    var script = try PowerUpScript()
    try script.snapOne()
    #expect(script.rules.curve.duration == durations[1])
  }

  @Test("the set number of capacitors clears the chapter")
  func clearsAfterN() throws {
    var script = try PowerUpScript()
    for done in 1..<Self.tuning.capacitorsToClear {
      try script.snapOne()
      #expect(script.rules.capacitorsDone == done)
      #expect(script.rules.outcome == .playing)
    }
    try script.snapOne()
    let rules = script.rules
    #expect(rules.outcome == .cleared)
    #expect(rules.endTime == rules.lastSnapTime)
    #expect(script.effects.last == .chapterEnded(.powerUp, .cleared))
    #expect(script.effects.filter(\.isSnap).count == Self.tuning.capacitorsToClear)

    // Nothing after the end changes anything.
    let count = script.effects.count
    script.press()
    script.wait(.seconds(10))
    #expect(script.effects.count == count)
    #expect(rules.summary() == script.rules.summary())
  }

  @Test("the set number of shorts fails the chapter")
  func failsAfterM() throws {
    var script = try PowerUpScript()
    try script.snapOne()
    let overhold = Self.tuning.firstChargeDuration + Self.tuning.shortGrace
    for count in 1...Self.tuning.shortsToFail {
      script.press()
      script.wait(overhold + .milliseconds(100))
      #expect(script.rules.shorts == count)
      script.release()
      script.wait(.milliseconds(100))
    }
    let rules = script.rules
    #expect(rules.outcome == .failed)
    #expect(rules.shortsLeft == 0)
    #expect(rules.endTime == rules.lastShortTime)
    #expect(script.effects.filter(\.isShort).count == Self.tuning.shortsToFail)
    #expect(script.effects.filter { $0 == .chapterEnded(.powerUp, .failed) }.count == 1)

    let summary = rules.summary()
    #expect(summary.outcome == .failed)
    #expect(summary.headline == "1 of 5 capacitors, 3 shorts")
    #expect(
      summary.score
        == max(0, Self.tuning.pointsPerCapacitor - 3 * Self.tuning.pointsLostPerShort))
  }

  @Test("the summary names capacitors and shorts")
  func summaryHeadline() throws {
    var script = try PowerUpScript()
    try script.snapOne()
    script.press()
    script.wait(Self.tuning.firstChargeDuration + Self.tuning.shortGrace)
    script.release()
    for _ in 1..<Self.tuning.capacitorsToClear { try script.snapOne() }
    let summary = script.rules.summary()
    #expect(summary.chapter == .powerUp)
    #expect(summary.outcome == .cleared)
    #expect(summary.headline == "5 of 5 capacitors, 1 short")
    #expect(summary.score == 5 * Self.tuning.pointsPerCapacitor - Self.tuning.pointsLostPerShort)
    #expect(summary.details.first == ChapterSummary.Detail("Capacitors", "5 of 5"))
    #expect(summary.details.contains(ChapterSummary.Detail("Shorts", "1 of 3")))
    #expect(summary.details.contains(ChapterSummary.Detail("Full band", "80.0-94.0 %")))
  }

  @Test("a trigger holds past the press threshold and lets go at the release threshold")
  func triggerHysteresis() throws {
    var script = try PowerUpScript()
    let press = Self.tuning.triggerPressThreshold
    let release = Self.tuning.triggerReleaseThreshold
    script.input(.axis(.rightTrigger, press - 1))
    #expect(!script.rules.isHeld)
    #expect(script.effects.isEmpty)
    script.wait(.milliseconds(10))
    script.input(.axis(.rightTrigger, press))
    #expect(script.rules.isHeld)
    #expect(script.effects == [.rumble(.start(.capacitorCharge, handle: 1))])
    script.wait(.milliseconds(10))
    script.input(.axis(.rightTrigger, release + 1))
    #expect(script.rules.isHeld)
    script.input(.axis(.rightTrigger, press + 100))
    #expect(script.effects.count == 1)
    try script.wait(untilHeld: script.rules.middleOfBandHold)
    script.input(.axis(.rightTrigger, release))
    #expect(!script.rules.isHeld)
    #expect(script.rules.capacitorsDone == 1)
  }

  @Test("the hold lasts while any lane or trigger is down; sticks do nothing")
  func anyInputHolds() throws {
    var script = try PowerUpScript()
    script.input(.axis(.leftX, PlayerAction.axisMax))
    script.input(.axis(.leftY, -PlayerAction.axisMax))
    #expect(!script.rules.isHeld)
    script.press(lane: 2)
    script.wait(.milliseconds(100))
    script.input(.axis(.leftTrigger, PlayerAction.axisMax))
    script.press(lane: 5)
    script.release(lane: 2)
    script.input(.axis(.leftTrigger, 0))
    #expect(script.rules.isHeld)
    #expect(script.effects == [.rumble(.start(.capacitorCharge, handle: 1))])
    try script.wait(untilHeld: script.rules.middleOfBandHold)
    script.release(lane: 5)
    #expect(script.rules.capacitorsDone == 1)
    // A release of a lane never pressed is no release.
    script.release(lane: 7)
    #expect(script.rules.missedReleases == 0)
  }

  @Test("the bot clears the chapter, with and without Auto-Assist")
  func botClears() throws {
    for autoAssist in [false, true] {
      let context = ChapterContext(autoAssist: autoAssist)
      let actions = PowerUpRules.botActions(context: context)
      #expect(actions.count == 2 * Self.tuning.capacitorsToClear)
      let run = try runPowerUpDirectly(actions, context: context)
      #expect(run.rules.outcome == .cleared)
      #expect(run.rules.shorts == 0)
      #expect(run.rules.missedReleases == 0)
      #expect(run.rules.summary().headline == "5 of 5 capacitors, 0 shorts")
    }
  }

  @Test("the catalog makes Power-up rules")
  func catalog() throws {
    let rules = try ChapterCatalog.makeRules(.powerUp, context: ChapterContext())
    #expect(rules is PowerUpRules)
    #expect(rules.now == 0)
    #expect(rules.lastDecisiveTime == nil)
    #expect(rules.maxDuration == Self.tuning.maxAttemptDuration)
    #expect(ChapterCatalog.available.contains(.powerUp))
  }

  @Test("tuning that cannot make a chapter is refused with its reason")
  func badTuningIsRefused() {
    var tuning = Tuning.defaults
    tuning.powerUp.bandLowPermille = 950
    tuning.powerUp.bandHighPermille = 900
    #expect(throws: ChapterSetupError.self) {
      try PowerUpRules(context: ChapterContext(tuning: tuning))
    }
    let unplayable: [(inout PowerUpTuning) -> Void] = [
      { $0.drainPermillePerSecond = 0 },
      { $0.curveExponent = 0 },
      { $0.shortGrace = .max },
      { $0.firstChargeDuration = .max },
      { $0.pointsPerCapacitor = .max },
      { $0.capacitorsToClear = 0 },
      { $0.triggerReleaseThreshold = 700 },
    ]
    for edit in unplayable {
      tuning = .defaults
      edit(&tuning.powerUp)
      #expect(tuning.powerUp.problem != nil)
      #expect(throws: ChapterSetupError.self) {
        try PowerUpRules(context: ChapterContext(tuning: tuning))
      }
    }
    #expect(PowerUpTuning.defaults.problem == nil)
  }
}
