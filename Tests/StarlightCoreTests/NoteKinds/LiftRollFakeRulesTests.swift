import Testing

@testable import StarlightCore

/// Lifts (judged at the release, same tiers), rolls (StepMania's: re-tapped within 500 ms
/// or dropped) and fakes (never judged), each at the edges of its windows, +-1 ms.
@Suite("Lift, roll and fake rules")
struct LiftRollFakeRulesTests {
  @Test(
    "a lift is judged by its release's offset, by the press tiers",
    arguments: [
      (-151 as Int64, nil as Int?), (-150, 2), (-81, 2), (-80, 1), (-41, 1), (-40, 0), (0, 0),
      (40, 0), (41, 1), (80, 1), (81, 2), (150, 2), (151, nil),
    ])
  func liftTiers(offsetMs: Int64, tier: Int?) {
    var driver = KindDriver(.lift)
    driver.press(600)
    driver.release(1_000 + offsetMs)
    if let tier {
      #expect(driver.run.judgements[0] == .hit(tier: tier, offset: .milliseconds(offsetMs)))
    } else {
      driver.advance(to: 1_151)
      #expect(driver.run.judgements[0] == .miss)
    }
  }

  @Test("a press does not judge a lift; a lift never released is a miss after its window")
  func liftIgnoresPress() {
    var driver = KindDriver(.lift)
    driver.press(1_000)
    #expect(driver.run.judgements[0] == nil)
    #expect(driver.run.lastEmptyBlock?.lane == 0)
    driver.advance(to: 1_150)
    #expect(driver.run.judgements[0] == nil)
    driver.advance(to: 1_151)
    #expect(driver.run.judgements[0] == .miss && driver.run.outcome == .cleared)
  }

  @Test(
    "a roll survives gaps of exactly the limit and drops at one millisecond more",
    arguments: [(500 as Int64, true), (501, false)])
  func rollGap(gapMs: Int64, survives: Bool) {
    var driver = KindDriver(.roll, endMs: 3_000)
    var tap: Int64 = 1_000
    while tap < 3_000 {
      driver.tap(tap)
      tap += gapMs
    }
    driver.advance(to: 3_500)
    #expect(driver.run.judgements[0] == .hit(tier: 0, offset: 0))
    #expect(driver.run.tailJudgements[0] == (survives ? .hit(tier: 0, offset: 0) : .miss))
    #expect(RunSummary(run: driver.run).holdsCompleted == (survives ? 1 : 0))
  }

  @Test(
    "a roll's last tap must be within the limit of its tail",
    arguments: [(2_500 as Int64, true), (2_499, false)])
  func rollLastTap(lastTapMs: Int64, survives: Bool) {
    var driver = KindDriver(.roll, endMs: 3_000)
    for tap in [1_000, 1_500, 2_000, lastTapMs] { driver.tap(tap) }
    driver.advance(to: 2_999)
    #expect(driver.run.tailJudgements[0] == nil)
    driver.advance(to: 3_000)
    #expect(driver.run.tailJudgements[0] == (survives ? .hit(tier: 0, offset: 0) : .miss))
  }

  @Test("holding a roll down does not keep it: it drops 501 ms after the head")
  func rollHeld() {
    var driver = KindDriver(.roll, endMs: 3_000)
    driver.press(1_000)
    #expect(driver.run.activeHold(inLane: 0) == 0)
    driver.advance(to: 1_500)
    #expect(driver.run.tailJudgements[0] == nil)
    driver.advance(to: 1_501)
    #expect(driver.run.tailJudgements[0] == .miss)
    #expect(driver.run.activeHold(inLane: 0) == nil)
  }

  @Test("a roll's head is judged like a tap; a missed head misses the roll")
  func rollHeadMiss() {
    var driver = KindDriver(.roll, endMs: 3_000)
    driver.advance(to: 1_151)
    #expect(driver.run.judgements[0] == .miss && driver.run.tailJudgements[0] == .miss)
  }

  @Test("a fake is never judged and never counts; the run clears on the real notes")
  func fakeNeverJudged() {
    var driver = KindDriver([(1_000, 0, .fake, nil), (2_000, 1, .tap, nil)])
    #expect(driver.run.playableCount == 1)
    driver.tap(1_000)
    #expect(driver.run.judgements[0] == nil && driver.run.lastEmptyBlock?.lane == 0)
    driver.tap(2_000, lane: 1)
    #expect(driver.run.outcome == .cleared)
    driver.advance(to: 5_000)
    #expect(driver.run.judgements[0] == nil && driver.run.integrity == 100)
    let summary = RunSummary(run: driver.run)
    #expect(summary.hits.count == 1 && summary.accuracy == 1)
  }
}
