import Testing

@testable import StarlightCore

@Suite("Firewall rules")
struct FirewallRulesTests {
  @Test("a press with no threat in reach is harmless")
  func harmlessPress() {
    // Lane 0: hit, miss, hit, then a note far in the future. Lane 2 has no notes at all.
    var driver = RunDriver(
      notes: timedNotes([(ms(1_000), 0), (ms(2_000), 0), (ms(3_000), 0), (ms(10_000), 0)]))
    driver.handle(press(ms(1_000)))
    driver.advance(to: ms(2_500))
    driver.handle(press(ms(3_010)))
    // Integrity below the cap and a live combo, so a wrong restore or reset would show.
    #expect(driver.run.integrity == 92)
    #expect(driver.run.scoring.combo == 1)
    let scoreBefore = driver.run.scoring
    let judgementsBefore = driver.run.judgements

    #expect(driver.handle(press(ms(5_000), lane: 0)) == [.emptyBlock(lane: 0)])
    #expect(driver.handle(press(ms(5_100), lane: 2)) == [.emptyBlock(lane: 2)])
    #expect(driver.handle(release(ms(5_200), lane: 2)).isEmpty)

    #expect(driver.run.integrity == 92)
    #expect(driver.run.scoring == scoreBefore)
    #expect(driver.run.judgements == judgementsBefore)
    #expect(driver.run.outcome == .playing)
  }

  @Test("presses in lanes outside the map are ignored")
  func outOfRangeLanes() {
    var driver = RunDriver(notes: timedNotes([(ms(1_000), 0)]), laneCount: 2)
    #expect(driver.handle(press(ms(1_000), lane: 2)).isEmpty)
    #expect(driver.handle(press(ms(1_000), lane: -1)).isEmpty)
    #expect(driver.run.heldLanes.isEmpty)
    #expect(driver.run.judgements == [nil])
  }

  @Test("a block sounds the shield impact and thuds, every time")
  func blockSoundsAndRumbles() {
    var driver = RunDriver(notes: timedNotes([(ms(1_000), 0), (ms(1_500), 3), (ms(2_000), 1)]))
    #expect(
      driver.handle(press(ms(1_000), lane: 0))
        == blockEffects(note: 0, tier: Tier.perfect, offset: 0))
    #expect(
      driver.handle(press(ms(1_560), lane: 3))
        == blockEffects(note: 1, tier: Tier.great, offset: ms(60)))
    #expect(
      driver.handle(press(ms(1_900), lane: 1))
        == blockEffects(note: 2, tier: Tier.good, offset: ms(-100))
        + [.allNotesResolved])
    let impacts = driver.effects.filter { $0 == .sound(.shieldImpact) }
    let thuds = driver.effects.filter { $0 == .rumble(.thud) }
    #expect(impacts.count == 3)
    #expect(thuds.count == 3)
    #expect(driver.run.outcome == .cleared)
    #expect(driver.run.endTime == ms(1_900))
  }

  @Test("misses drain integrity and blocks restore it, never beyond the maximum")
  func integrity() {
    let notes = timedNotes((1...8).map { (ms(Int64($0) * 1_000), 0) })
    var driver = RunDriver(notes: notes)
    #expect(driver.run.integrity == GameConstants.maxIntegrity)
    driver.handle(press(ms(1_000)))
    #expect(driver.run.integrity == 100, "a block at full integrity stays capped")
    driver.advance(to: ms(3_500))  // notes at 2 s and 3 s pass unhit
    #expect(driver.run.integrity == 80)
    driver.handle(press(ms(4_000)))
    #expect(driver.run.integrity == 82)
    for second in Int64(5)...8 {
      driver.handle(press(ms(second * 1_000)))
    }
    #expect(driver.run.integrity == 90)
    #expect(driver.run.outcome == .cleared)
  }

  @Test("integrity restore is capped when a block would overshoot")
  func restoreCap() {
    let configuration = FirewallConfiguration(
      windows: GameConstants.standardWindows, maxIntegrity: 20, missDrain: 3, blockRestore: 5)
    var driver = RunDriver(
      notes: timedNotes([(ms(1_000), 0), (ms(2_000), 0), (ms(3_000), 0)]),
      configuration: configuration)
    driver.advance(to: ms(1_200))
    #expect(driver.run.integrity == 17)
    driver.handle(press(ms(2_000)))
    #expect(driver.run.integrity == 20)
  }

  @Test("integrity reaching zero fails the run and stops judging")
  func failure() {
    // Twelve notes; ten misses of 10 empty the default 100 integrity.
    let notes = timedNotes((1...12).map { (ms(Int64($0) * 1_000), $0 % 4) })
    var driver = RunDriver(notes: notes)
    driver.advance(to: ms(10_000))
    #expect(driver.run.integrity == 10)
    #expect(driver.run.outcome == .playing)
    let produced = driver.advance(to: ms(13_000))
    #expect(produced == missEffects(note: 9) + [.integrityDepleted])
    #expect(driver.run.integrity == 0)
    #expect(driver.run.outcome == .failed)
    #expect(driver.run.endTime == ms(13_000))
    #expect(driver.run.judgements[9] == .miss)
    #expect(driver.run.judgements[10] == nil)
    #expect(driver.run.judgements[11] == nil)

    // Nothing is judged any more: not by presses, not by time passing.
    #expect(driver.handle(press(ms(13_000) + 1, lane: 3)).isEmpty)
    #expect(driver.advance(to: ms(20_000)).isEmpty)
    #expect(driver.run.judgements[10] == nil)
    #expect(driver.run.judgements[11] == nil)
    #expect(driver.run.outcome == .failed)
    #expect(driver.run.scoring.judgedCount == 10)
  }

  @Test("a small integrity pool fails on exactly the miss that empties it")
  func failureWithCustomPool() {
    let configuration = FirewallConfiguration(
      windows: GameConstants.standardWindows, maxIntegrity: 25, missDrain: 10, blockRestore: 2)
    var driver = RunDriver(
      notes: timedNotes([(ms(1_000), 0), (ms(2_000), 0), (ms(3_000), 0), (ms(4_000), 0)]),
      configuration: configuration)
    driver.advance(to: ms(2_500))
    #expect(driver.run.integrity == 5)
    driver.handle(press(ms(3_000)))
    #expect(driver.run.integrity == 7)
    driver.advance(to: ms(4_151))
    #expect(driver.run.integrity == 0, "integrity never goes below zero")
    #expect(driver.run.outcome == .failed)
  }

  @Test("two notes in one lane: each press takes the earliest unjudged note")
  func twoNotesInOneLane() {
    let notes = timedNotes([(ms(1_000), 0), (ms(1_060), 0)])
    var inOrder = RunDriver(notes: notes)
    inOrder.handle(press(ms(1_000)))
    inOrder.handle(press(ms(1_060)))
    #expect(inOrder.run.judgements == [.hit(tier: 0, offset: 0), .hit(tier: 0, offset: 0)])

    // A press at the second note's time still belongs to the first while it is in reach.
    var late = RunDriver(notes: notes)
    late.handle(press(ms(1_060)))
    late.handle(press(ms(1_080)))
    #expect(late.run.judgements == [.hit(tier: 1, offset: ms(60)), .hit(tier: 0, offset: ms(20))])

    // Once the first has passed its window, the press goes to the second.
    var skipped = RunDriver(notes: notes)
    skipped.handle(press(ms(1_151)))
    #expect(skipped.run.judgements == [.miss, .hit(tier: Tier.good, offset: ms(91))])
  }

  @Test("one-lane and three-lane maps", arguments: [1, 3])
  func otherLaneCounts(laneCount: Int) {
    let lanes = Array(0..<laneCount)
    let notes = timedNotes(lanes.enumerated().map { (ms(Int64($0.offset + 1) * 500), $0.element) })
    var driver = RunDriver(notes: notes, laneCount: laneCount)
    #expect(driver.handle(press(ms(500), lane: laneCount)).isEmpty, "lane past the map is ignored")
    for (index, lane) in lanes.enumerated() {
      #expect(
        Array(driver.handle(press(ms(Int64(index + 1) * 500), lane: lane)).prefix(3))
          == blockEffects(note: index, tier: Tier.perfect, offset: 0))
    }
    #expect(driver.run.outcome == .cleared)
    #expect(driver.run.laneCount == laneCount)
  }

  @Test("a note in a lane the map does not have is still missed, never blocked")
  func noteOutsideLanes() {
    var driver = RunDriver(notes: timedNotes([(ms(1_000), 3)]), laneCount: 2)
    #expect(driver.handle(press(ms(1_000), lane: 3)).isEmpty)
    driver.advance(to: ms(1_151))
    #expect(driver.run.judgements == [.miss])
  }
}
