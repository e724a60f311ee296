import Testing

@testable import StarlightCore

/// The failure rules of a rhythm run: the story's firewall integrity and, for charts played
/// outside the story, a player's life bar (its values in the tuning); under both a missed
/// hold costs once; the rule chosen rides in the context and the replay.
@Suite("Life bar")
struct LifeBarTests {
  static let life = LifeBarTuning.defaults

  static func run(
    _ notes: [TimedNote], failure: FailureRule, tuning: FirewallTuning = .defaults
  ) -> RunDriver {
    RunDriver(
      notes: notes, configuration: tuning.configuration(autoAssist: false, failure: failure))
  }

  static let oneHold = [TimedNote(index: 0, lane: 0, time: ms(1_000), endTime: ms(2_000))]

  @Test("a missed hold drains life once: the head's miss, and nothing more at its tail")
  func missedHoldOnce() {
    var driver = Self.run(Self.oneHold, failure: .lifeBar)
    #expect(driver.run.integrity == Self.life.startLife)
    driver.advance(to: ms(3_000))
    #expect(driver.run.judgements[0] == .miss)
    #expect(driver.run.tailJudgements[0] == .miss)
    #expect(driver.run.integrity == Self.life.startLife - Self.life.missDrain)
  }

  @Test("the story's integrity also takes a missed hold once")
  func missedHoldOnceInStory() {
    var driver = Self.run(Self.oneHold, failure: .firewallIntegrity)
    driver.advance(to: ms(3_000))
    #expect(driver.run.tailJudgements[0] == .miss)
    #expect(
      driver.run.integrity == GameConstants.maxIntegrity - GameConstants.missIntegrityDrain)
  }

  @Test("a hold let go before its end costs the let-go drain; held through, it earns")
  func letGoAndHeld() {
    var tuning = FirewallTuning.defaults
    tuning.lifeBar.startLife = 500
    var dropped = Self.run(Self.oneHold, failure: .lifeBar, tuning: tuning)
    dropped.handle(press(ms(1_000)))
    dropped.handle(release(ms(1_300)))
    dropped.advance(to: ms(3_000))
    #expect(dropped.run.tailJudgements[0] == .miss)
    #expect(dropped.run.integrity == 500 + Self.life.change(forTier: 0) - Self.life.letGoDrain)
    var held = Self.run(Self.oneHold, failure: .lifeBar, tuning: tuning)
    held.handle(press(ms(1_000)))
    held.advance(to: ms(3_000))
    #expect(held.run.integrity == 500 + Self.life.change(forTier: 0) + Self.life.heldRestore)
  }

  @Test("each tier changes life by its value; tiers past the list take its last")
  func tierChanges() {
    #expect(Self.life.change(forTier: 0) > 0)
    #expect(Self.life.change(forTier: 2) < Self.life.change(forTier: 0))
    #expect(Self.life.change(forTier: 9) == Self.life.tierChanges.last)
    var tuning = FirewallTuning.defaults
    tuning.lifeBar.startLife = 500
    let notes = timedNotes([(ms(1_000), 0), (ms(2_000), 0)])
    var driver = Self.run(notes, failure: .lifeBar, tuning: tuning)
    driver.handle(press(ms(1_000)))
    driver.handle(press(ms(2_120)))
    #expect(driver.run.judgements[1] == .hit(tier: 2, offset: ms(120)))
    #expect(
      driver.run.integrity == 500 + Self.life.change(forTier: 0) + Self.life.change(forTier: 2))
  }

  @Test("a player who hits four notes in five survives a long chart on the life bar")
  func mostlyHitSurvives() {
    let notes = timedNotes((0..<400).map { (ms(1_000 + 250 * Int64($0)), $0 % 4) })
    var driver = Self.run(notes, failure: .lifeBar)
    for note in notes where note.index % 5 != 4 {
      driver.handle(press(note.time + ms(20), lane: note.lane))
      driver.handle(release(note.time + ms(60), lane: note.lane))
    }
    driver.advance(to: ms(200_000))
    #expect(driver.run.outcome == .cleared)
    #expect(driver.run.integrity > 0)
  }

  @Test("missing every note empties the life bar and fails the run")
  func missesFail() {
    let notes = timedNotes((0..<40).map { (ms(1_000 + 250 * Int64($0)), 0) })
    var driver = Self.run(notes, failure: .lifeBar)
    driver.advance(to: ms(20_000))
    #expect(driver.run.outcome == .failed)
    #expect(driver.run.integrity == 0)
  }

  @Test("the failure rule rides in the context, survives a retune, and is in the replay")
  func recorded() throws {
    let map = makeBeatMap(notes: (0..<8).map { BeatMapNote(beat: Double($0 + 2), lane: $0 % 4) })
    let context = ChapterContext(beatMap: map, failure: .lifeBar)
    var rules = try FirewallRun(context: context)
    #expect(rules.configuration.failure == .lifeBar)
    #expect(rules.integrity == Self.life.startLife)
    rules.retune(.defaults)
    #expect(rules.configuration.failure == .lifeBar)
    var replay = Replay(chapter: .firewall, source: .live, actions: [])
    replay.failure = .lifeBar
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded.failure == .lifeBar)
    #expect(decoded.context(beatMap: map).failure == .lifeBar)
    let story = try ReplayCodec.decode(
      ReplayCodec.encode(Replay(chapter: .firewall, source: .live, actions: [])))
    #expect(story.failure == .firewallIntegrity)
  }

  @Test("a tuning file's life bar values are checked")
  func tuningChecked() {
    var tuning = Tuning.defaults
    tuning.firewall.lifeBar.startLife = 0
    #expect(TuningFile.problems(in: tuning).contains { $0.hasPrefix("firewall.lifeBar") })
    #expect(
      TuningFile.problems(in: .defaults).allSatisfy { !$0.hasPrefix("firewall.lifeBar") })
  }

  @Test("the bar is named for the rule: the story's firewall, a player's life elsewhere")
  func barNames() {
    #expect(FailureRule.firewallIntegrity.barName == "FIREWALL INTEGRITY")
    #expect(FailureRule.lifeBar.barName == "LIFE")
  }
}
