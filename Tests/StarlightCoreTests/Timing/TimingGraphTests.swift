import Testing

@testable import StarlightCore

@Suite("Timing graph")
struct TimingGraphTests {
  @Test("a known run: one point per judged head with its tier, misses on the edge, bands")
  func knownRun() throws {
    let map = makeBeatMap(notes: [
      BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 4, lane: 1), BeatMapNote(beat: 6, lane: 2),
      BeatMapNote(beat: 8, lane: 3),
    ])
    let replay = Replay(
      chapter: .firewall, beatMap: .init(title: map.metadata.title, sha256: map.contentHash),
      source: .live,
      actions: [
        press(ms(1_010), lane: 0), press(ms(1_940), lane: 1), press(ms(3_120), lane: 2),
      ])
    let run = try #require(ReplaySimulator.simulate(replay, beatMap: map) as? FirewallRun)
    let graph = TimingGraph(summary: RunSummary(run: run))
    #expect(
      graph.points == [
        .init(songTime: ms(1_000), offset: ms(10), tier: Tier.perfect),
        .init(songTime: ms(2_000), offset: ms(-60), tier: Tier.great),
        .init(songTime: ms(3_000), offset: ms(120), tier: Tier.good),
        .init(songTime: ms(4_000), offset: nil, tier: nil),
      ])
    #expect(graph.bands == [ms(40), ms(80), ms(150)])
    #expect(graph.reach == ms(150))
    #expect(graph.span == ms(1_000)...ms(4_000))
  }
}
