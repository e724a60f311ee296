import Testing

@testable import StarlightCore

/// osu! stable's windows at +-1 ms around every edge, early and late: whole milliseconds,
/// the late 100 edge exclusive, no late 50, an early press in the miss window a miss and one
/// before it nothing. Figures as lazer's `TestSceneLegacyReplayPlayback` gives them for stable
/// (OD 5, 9.3 and 3.1 non-convert; HR, EZ, DT and HT at OD 5) and as the formulas give them at
/// OD 0, 8 and 10.
@Suite("osu! stable windows")
struct OsuStableWindowTests {
  struct Case: CustomStringConvertible, Sendable {
    let od: Double
    let mod: JudgeChoice.OsuDifficultyMod
    let rate: Int
    /// MAX, 300, 200, 100, 50 and miss windows in whole ms of song time.
    let windows: [Int64]

    var description: String { "OD \(od) \(mod.rawValue) at \(rate)%: \(windows)" }
  }

  static let cases: [Case] = [
    Case(od: 0, mod: .none, rate: 100, windows: [16, 64, 97, 127, 151, 188]),
    Case(od: 5, mod: .none, rate: 100, windows: [16, 49, 82, 112, 136, 173]),
    Case(od: 8, mod: .none, rate: 100, windows: [16, 40, 73, 103, 127, 164]),
    Case(od: 10, mod: .none, rate: 100, windows: [16, 34, 67, 97, 121, 158]),
    Case(od: 9.3, mod: .none, rate: 100, windows: [16, 36, 69, 99, 123, 160]),
    Case(od: 3.1, mod: .none, rate: 100, windows: [16, 54, 87, 117, 141, 178]),
    Case(od: 5, mod: .hardRock, rate: 100, windows: [11, 35, 58, 80, 97, 123]),
    Case(od: 9.3, mod: .hardRock, rate: 100, windows: [11, 25, 49, 70, 87, 114]),
    Case(od: 5, mod: .easy, rate: 100, windows: [22, 68, 114, 156, 190, 242]),
    Case(od: 5, mod: .none, rate: 150, windows: [24, 73, 123, 168, 204, 259]),
    Case(od: 5, mod: .none, rate: 75, windows: [12, 36, 61, 84, 102, 129]),
  ]

  /// Every edge's table for one case: (offset ms, expected).
  static func table(_ windows: [Int64]) -> [(Int64, JudgeDriver.Expected)] {
    let (perfect, great, good, ok, meh, miss) = (
      windows[0], windows[1], windows[2], windows[3], windows[4], windows[5]
    )
    var rows: [(Int64, JudgeDriver.Expected)] = []
    for (tier, edge) in [perfect, great, good].enumerated() {
      rows += [(-edge, .tier(tier)), (-edge - 1, .tier(tier + 1))]
      rows += [(edge, .tier(tier)), (edge + 1, .tier(tier + 1))]
    }
    rows += [(-ok, .tier(3)), (-ok - 1, .tier(4)), (ok - 1, .tier(3)), (ok, .miss)]
    rows += [(-meh, .tier(4)), (-meh - 1, .miss), (meh, .miss)]
    rows += [(-miss, .miss), (-miss - 1, .untouched)]
    return rows
  }

  @Test("every edge +-1 ms", arguments: cases)
  func edges(_ testCase: Case) throws {
    let rate = try #require(PlaybackRate(hundredths: testCase.rate))
    let choice = JudgeChoice(.osuStable, overallDifficulty: testCase.od, osuMod: testCase.mod)
    for (offset, expected) in Self.table(testCase.windows) {
      let verdict = JudgeDriver.verdict(choice, rate: rate, offset: .milliseconds(offset))
      #expect(verdict == expected, "offset \(offset) ms")
    }
  }

  @Test("a press's error is read in whole milliseconds, as osu! keeps its times")
  func wholeMilliseconds() {
    let choice = JudgeChoice(.osuStable, overallDifficulty: 5)
    // 16.4 ms reads as 16 (MAX); 16.6 ms as 17 (300).
    #expect(JudgeDriver.verdict(choice, offset: 16_400_000) == .tier(0))
    #expect(JudgeDriver.verdict(choice, offset: 16_600_000) == .tier(1))
    #expect(JudgeDriver.verdict(choice, offset: -16_400_000) == .tier(0))
  }

  @Test("a press judges the earliest note of its column not yet judged (column lock)")
  func columnLock() {
    let notes = [
      TimedNote(index: 0, lane: 0, time: .milliseconds(300)),
      TimedNote(index: 1, lane: 0, time: .milliseconds(400)),
    ]
    var driver = JudgeDriver(JudgeChoice(.osuStable, overallDifficulty: 8), notes: notes)
    // 395 ms is 5 ms from the second note, but the first (95 ms late) is judged: a 100.
    driver.press(ms: 395)
    #expect(driver.run.judgements[0] == .hit(tier: 3, offset: .milliseconds(95)))
    #expect(driver.run.judgements[1] == nil)
  }
}
