import Testing

@testable import StarlightCore

/// Every judge's tier edges at +-1 ms, early and late: the edge itself is in its tier, 1 ms
/// past it the next tier (past the outer tier: nothing for StepMania's and Etterna's judges,
/// the early miss reach for lazer's and Quaver's).
@Suite("Judge windows")
struct JudgeWindowEdgeTests {
  struct Case: CustomStringConvertible, Sendable {
    let choice: JudgeChoice
    /// Tier edges in ms, innermost first.
    let edges: [Double]
    /// The early miss reach, if the judge has one.
    let earlyMiss: Double?
    var description: String { choice.label }
  }

  static let cases: [Case] = [
    Case(
      choice: JudgeChoice(.osuLazer, overallDifficulty: 8), edges: [16, 40, 73, 103, 127],
      earlyMiss: 164),
    Case(
      choice: JudgeChoice(.osuLazer, overallDifficulty: 5), edges: [19, 49, 82, 112, 136],
      earlyMiss: 173),
    Case(choice: JudgeChoice(.itg), edges: [23, 44.5, 103.5, 136.5, 181.5], earlyMiss: nil),
    Case(
      choice: JudgeChoice(.itgFA), edges: [15, 23, 44.5, 103.5, 136.5, 181.5], earlyMiss: nil),
    Case(choice: JudgeChoice(.etternaJ4), edges: [22.5, 45, 90, 135, 180], earlyMiss: nil),
    Case(choice: JudgeChoice(.etternaJ7), edges: [11.25, 22.5, 45, 67.5, 180], earlyMiss: nil),
    Case(choice: JudgeChoice(.quaver), edges: [18, 43, 76, 106, 127], earlyMiss: 164),
  ]

  @Test("each edge +-1 ms", arguments: cases)
  func edges(_ testCase: Case) {
    let last = testCase.edges.count - 1
    for (tier, edge) in testCase.edges.enumerated() {
      let at = Nanoseconds.fromMilliseconds(edge)
      let inside = Nanoseconds.fromMilliseconds(edge - 1)
      let outside = Nanoseconds.fromMilliseconds(edge + 1)
      for sign: Int64 in [-1, 1] {
        #expect(JudgeDriver.verdict(testCase.choice, offset: sign * at) == .tier(tier))
        #expect(JudgeDriver.verdict(testCase.choice, offset: sign * inside) == .tier(tier))
        let beyond = JudgeDriver.verdict(testCase.choice, offset: sign * outside)
        if tier < last {
          #expect(beyond == .tier(tier + 1), "\(edge) ms, sign \(sign)")
        } else if sign > 0 {
          // Late past the outer tier: the note has already been missed.
          #expect(beyond == .miss)
        } else {
          #expect(beyond == (testCase.earlyMiss == nil ? .untouched : .miss))
        }
      }
    }
    if let earlyMiss = testCase.earlyMiss {
      let reach = Nanoseconds.fromMilliseconds(earlyMiss)
      #expect(JudgeDriver.verdict(testCase.choice, offset: -reach) == .miss)
      #expect(
        JudgeDriver.verdict(testCase.choice, offset: -reach - .milliseconds(1)) == .untouched)
    }
  }

  @Test("windows stay the same in real time at a rate: 1.5x makes them 1.5 times as much song")
  func atRate() throws {
    let rate = try #require(PlaybackRate(hundredths: 150))
    // ITG's 23 ms Fantastic is 34.5 ms of song at 1.5x.
    #expect(
      JudgeDriver.verdict(JudgeChoice(.itg), rate: rate, offset: 34_500_000) == .tier(0))
    #expect(
      JudgeDriver.verdict(JudgeChoice(.itg), rate: rate, offset: 35_500_000) == .tier(1))
    // Etterna J4's 22.5 ms Marvelous likewise.
    #expect(
      JudgeDriver.verdict(JudgeChoice(.etternaJ4), rate: rate, offset: 33_750_000) == .tier(0))
  }

  @Test("StepMania's judges take the nearest note of the lane; osu!'s the earliest")
  func nearestNote() {
    let notes = [
      TimedNote(index: 0, lane: 0, time: .milliseconds(300)),
      TimedNote(index: 1, lane: 0, time: .milliseconds(400)),
    ]
    var itg = JudgeDriver(JudgeChoice(.itg), notes: notes)
    itg.press(ms: 390)
    #expect(itg.run.judgements[1] == .hit(tier: 0, offset: -.milliseconds(10)))
    #expect(itg.run.judgements[0] == nil)
  }

  @Test("an unknown judge's name gets the list of judges")
  func unknownName() {
    #expect(JudgeID(name: "osu") == nil)
    #expect(JudgeID(name: "ITG") == .itg)
    #expect(JudgeID.unknownMessage("osu").contains("osu-stable, osu-lazer, itg"))
  }
}
