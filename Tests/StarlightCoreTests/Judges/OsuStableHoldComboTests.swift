import Testing

@testable import StarlightCore

/// osu! stable's two hold-combo rules (`OsuStableHoldWindows`), each on a few notes with
/// the outcome worked out from the rule: ticks run from the press up to the tail, however
/// many the hold's length would give pressed on time; and they reach the max combo only
/// when a judgement follows them.
@Suite("osu! stable hold combo")
struct OsuStableHoldComboTests {
  static let osu8 = JudgeChoice(.osuStable, overallDifficulty: 8)

  static func hold(_ index: Int, lane: Int, from start: Int64, to end: Int64) -> TimedNote {
    TimedNote(
      index: index, lane: lane, time: .milliseconds(start), endTime: .milliseconds(end))
  }

  @Test("ticks run from the press to the tail: a hold pressed early can give one more")
  func ticksFromThePress() {
    // A 280 ms hold (1000 to 1280), then a tap in lane 1 at 1500.
    let notes = [
      Self.hold(0, lane: 0, from: 1_000, to: 1_280),
      TimedNote(index: 1, lane: 1, time: .milliseconds(1_500)),
    ]
    func maxCombo(pressedAt press: Int64) -> Int {
      var driver = JudgeDriver(Self.osu8, notes: notes)
      driver.press(ms: press)
      driver.release(ms: 1_280)
      driver.press(ms: 1_500, lane: 1)
      driver.release(ms: 1_550, lane: 1)
      driver.advance(ms: 2_000)
      return driver.run.scoring.maxCombo
    }
    // On time: ticks at 1100 and 1200 (1300 is past the tail): head + 2 + tap.
    #expect(maxCombo(pressedAt: 1_000) == 4)
    // 30 ms early: ticks at 1070, 1170 and 1270, three on a hold whose length makes two:
    // head + 3 + tap.
    #expect(maxCombo(pressedAt: 970) == 5)
  }

  @Test("ticks reach the max combo only with a judgement after them")
  func ticksReachTheMaxAtTheNextJudgement() {
    // Two holds from 1000 to 1500, lanes 0 and 1, both pressed on time.
    var driver = JudgeDriver(
      Self.osu8,
      notes: [
        Self.hold(0, lane: 0, from: 1_000, to: 1_500),
        Self.hold(1, lane: 1, from: 1_000, to: 1_500),
      ])
    driver.press(ms: 1_000)
    driver.press(ms: 1_000, lane: 1)
    // Two heads, then ticks at 1100 and 1200 in both lanes: a combo of 6, but no judgement
    // since the heads, so the max combo is still theirs.
    driver.advance(ms: 1_240)
    #expect(driver.run.scoring.combo == 6)
    #expect(driver.run.scoring.maxCombo == 2)
    // Lane 1 let go 250 ms before its tail: dropped, the combo breaks; its four ticks never
    // reached the max combo.
    driver.release(ms: 1_250, lane: 1)
    #expect(driver.run.scoring.combo == 0)
    #expect(driver.run.scoring.maxCombo == 2)
    // Lane 0 ticks at 1300, 1400 and 1500 and is released on its tail: its judgement takes
    // the three in.
    driver.release(ms: 1_500)
    driver.advance(ms: 2_000)
    #expect(driver.run.scoring.maxCombo == 3)
  }
}
