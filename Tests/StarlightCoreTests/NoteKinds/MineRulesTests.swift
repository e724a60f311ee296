import Testing

@testable import StarlightCore

/// Mines, StepMania's rule: hit when the lane is pressed within the mine window (90 ms) of
/// it, or is down as it crosses the line; a hit costs integrity and nothing else; an avoided
/// mine is passed, counted in the summary, and earns nothing. One mine in lane 0 at 1000 ms.
@Suite("Mine rules")
struct MineRulesTests {
  @Test(
    "a press within the mine window hits it; one millisecond further out does not",
    arguments: [
      (909 as Int64, false), (910, true), (1_000, true), (1_090, true), (1_091, false),
    ])
  func pressWindow(pressMs: Int64, hit: Bool) {
    var driver = KindDriver(.mine)
    driver.tap(pressMs)
    driver.advance(to: 2_000)
    let result = driver.run.mineResults[0]
    #expect(result == (hit ? .hit(at: .milliseconds(pressMs)) : .avoided))
    #expect(driver.run.integrity == (hit ? 100 - GameConstants.mineIntegrityDrain : 100))
    #expect(driver.run.outcome == .cleared)
  }

  @Test(
    "a lane held from long before is hit only if it is still down as the mine crosses",
    arguments: [(999 as Int64, false), (1_000, false), (1_001, true)])
  func heldThrough(releaseMs: Int64, hit: Bool) {
    var driver = KindDriver(.mine)
    driver.press(500)
    driver.release(releaseMs)
    driver.advance(to: 2_000)
    #expect(driver.run.mineResults[0] == (hit ? .hit(at: .milliseconds(1_000)) : .avoided))
  }

  @Test("a mine decides at the end of its window: the run is cleared 1 ms after it")
  func decidedAfterWindow() {
    var driver = KindDriver(.mine)
    driver.advance(to: 1_090)
    #expect(driver.run.outcome == .playing && driver.run.mineResults[0] == nil)
    driver.advance(to: 1_091)
    #expect(driver.run.outcome == .cleared && driver.run.mineResults[0] == .avoided)
    #expect(driver.run.lastJudgementTime == .milliseconds(1_090))
  }

  @Test("a hit costs integrity, plays the error sound and buzzes; score and combo stay")
  func hitCosts() {
    var driver = KindDriver([(500, 0, .tap, nil), (1_000, 0, .mine, nil)])
    driver.tap(500)
    driver.tap(1_000)
    #expect(driver.run.integrity == 100 - GameConstants.mineIntegrityDrain)
    #expect(driver.run.scoring.combo == 1 && driver.run.scoring.judgedCount == 1)
    #expect(driver.effects.contains(.sound(.error)))
    let summary = RunSummary(run: driver.run)
    #expect(summary.minesHit == 1 && summary.minesAvoided == 0)
    #expect(summary.hits.count == 1 && summary.accuracy == 1)
    #expect(summary.counts.first { $0.name == "miss" }?.count == 0)
  }

  @Test(
    "a press between a tap and a mine goes to the nearer; a tie to the tap",
    arguments: [(1_024 as Int64, false), (1_025, false), (1_026, true)])
  func nearestWins(pressMs: Int64, mineHit: Bool) {
    // The tap at 1000 ms, the mine at 1050 ms, both in lane 0.
    var driver = KindDriver([(1_000, 0, .tap, nil), (1_050, 0, .mine, nil)])
    driver.tap(pressMs)
    #expect((driver.run.mineResults[1] != nil) == mineHit)
    #expect((driver.run.judgements[0] != nil) == !mineHit)
  }

  @Test("mines that drain integrity to zero fail the run")
  func minesFail() {
    let mines = (0..<13).map { (Int64(1_000 + $0 * 200), 0, NoteKind.mine, Int64?.none) }
    var driver = KindDriver(mines)
    driver.press(900)
    driver.advance(to: 4_000)
    #expect(driver.run.outcome == .failed && driver.run.integrity == 0)
    #expect(driver.run.mineResults.compactMap(\.self).count == 13)
  }
}
