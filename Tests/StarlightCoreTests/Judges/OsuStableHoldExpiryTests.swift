import Testing

@testable import StarlightCore

/// osu! stable at OD 8 (100 window 103 ms, so a hold's release window ends 102 ms after its
/// tail): a hold in lane 0 from 1000 to 1200 ms whose head nobody pressed, a tap in lane 0 at
/// 1330 and a tap in lane 1 at 1400. The recording's frames fall at 1303, 1400 and 1410.
@Suite("osu! stable: a missed hold left by a press at its expiry")
struct OsuStableHoldExpiryTests {
  static let notes = [
    TimedNote(index: 0, lane: 0, time: .milliseconds(1_000), endTime: .milliseconds(1_200)),
    TimedNote(index: 1, lane: 0, time: .milliseconds(1_330)),
    TimedNote(index: 2, lane: 1, time: .milliseconds(1_400)),
  ]

  static func driver() -> JudgeDriver {
    var driver = JudgeDriver(JudgeChoice(.osuStable, overallDifficulty: 8), notes: notes)
    driver.run.inputSamples = [1_303, 1_400, 1_410, 1_500].map(Nanoseconds.milliseconds)
    return driver
  }

  @Test("pressed 103 ms after the tail: the tap is hit, the hold missed once the lane is up")
  func pressAtExpiry() {
    var driver = Self.driver()
    driver.press(ms: 1_303)
    // The press hits the tap 27 ms early (a 300) and leaves the hold undecided.
    #expect(driver.run.judgements[1] == .hit(tier: 1, offset: .milliseconds(-27)))
    #expect(driver.run.tailJudgements[0] == nil)
    driver.advance(ms: 1_399)
    #expect(driver.run.tailJudgements[0] == nil)
    driver.press(ms: 1_400, lane: 1)
    driver.release(ms: 1_400)
    #expect(driver.run.tailJudgements[0] == nil)
    driver.advance(ms: 1_410)
    #expect(driver.run.tailJudgements[0] == .miss)
    // Scored in that order, 300, MAX, miss: each hit scores 500,000 / 3 x (value + 32 x
    // sqrt(bonus)) / 320 with the bonus still 100, so (300 + 320 + 320 + 320) / 320 x
    // 166,666.67 = 656,250; the miss first would have emptied the bonus before them.
    #expect(driver.run.scoring.score == 656_250)
    #expect(driver.run.outcome == .cleared)
  }

  @Test("pressed 102 ms after the tail, inside the release window: the press decides the hold")
  func pressInWindow() {
    var driver = Self.driver()
    driver.press(ms: 1_302)
    #expect(driver.run.tailJudgements[0] == .miss)
    #expect(driver.run.judgements[1] == .hit(tier: 1, offset: .milliseconds(-28)))
  }

  @Test("nothing pressed: the hold expires 103 ms after its tail, in that frame")
  func expiresUnpressed() {
    var driver = Self.driver()
    driver.advance(ms: 1_303)
    #expect(driver.run.tailJudgements[0] == nil)
    driver.advance(ms: 1_304)
    #expect(driver.run.tailJudgements[0] == .miss)
  }
}
