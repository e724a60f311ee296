import Testing

@testable import StarlightCore

/// "What if": a run's presses judged again under other values, counted per tier for the
/// notes the run had judged.
@Suite("What if")
struct WhatIfTests {
  /// Notes at 1 s, 2 s, 3 s, 4 s: pressed 30, 60, 100 ms late; the last not yet reached.
  static let map = makeBeatMap(notes: [
    BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 4, lane: 1), BeatMapNote(beat: 6, lane: 2),
    BeatMapNote(beat: 8, lane: 3),
  ])
  static let start = Nanoseconds.seconds(100)

  @Test("narrower tiers move the run's hits outward; the note not yet reached is left out")
  func narrower() throws {
    var session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: Self.map), inputSource: .player,
      now: Self.start)
    let lead = GameConstants.leadIn
    for (lane, press) in [(0, 1_030), (1, 2_060), (2, 3_100)] {
      session.input(.lane(lane, .press), stamp: Self.start + lead + ms(Int64(press)))
    }
    _ = session.update(now: Self.start + lead + ms(3_500))
    let run = try #require(session.rules as? FirewallRun)
    var narrow = Tuning.defaults
    narrow.firewall.windows = HitWindows(tiers: [
      JudgementTier(name: "perfect", halfWidth: ms(20), points: 300),
      JudgementTier(name: "great", halfWidth: ms(50), points: 200),
      JudgementTier(name: "good", halfWidth: ms(90), points: 100),
    ])
    let comparison = try #require(
      WhatIfComparison.compare(session.currentReplay, run: run, beatMap: Self.map, under: narrow))
    #expect(comparison.notes == 3)
    #expect(
      comparison.rows == [
        .init(name: "perfect", before: 1, after: 0), .init(name: "great", before: 1, after: 1),
        .init(name: "good", before: 1, after: 1), .init(name: "miss", before: 0, after: 1),
      ])
    #expect(
      comparison.text
        == "what if (3 notes): perfect 1 -> 0, great 1 -> 1, good 1 -> 1, miss 0 -> 1")
  }
}
