import Testing

@testable import StarlightCore

/// Mirror, a seeded Random and No-fail: the lanes they give, a replay that plays the same
/// lanes again, and a run that goes on at zero integrity, marked.
@Suite("Play mods")
struct PlayModsTests {
  @Test("Mirror reverses the lanes; Random is a permutation fixed by its seed; Mirror comes after")
  func lanes() {
    #expect(PlayMods(mirror: true).lanes(count: 4) == [3, 2, 1, 0])
    let shuffled = PlayMods(randomSeed: 42).lanes(count: 7)
    #expect(shuffled.sorted() == Array(0..<7))
    #expect(PlayMods(randomSeed: 42).lanes(count: 7) == shuffled)
    let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
    #expect(Set(seeds.map { PlayMods(randomSeed: $0).lanes(count: 7) }).count > 4)
    #expect(
      PlayMods(mirror: true, randomSeed: 42).lanes(count: 7) == shuffled.map { 6 - $0 })
    #expect(PlayMods(randomSeed: 9).lanes(count: 1) == [0])
    #expect(
      PlayMods(mirror: true, randomSeed: 3, noFail: true).names == [
        "random 3", "mirror", "no-fail",
      ])
  }

  static func map() throws -> BeatMap {
    try BeatMapLoader.loadForJudging(
      path: repositoryRoot().appendingPathComponent("BeatMaps/chapter4_firewall.json").path)
  }

  @Test("A Random replay re-simulates exactly: the bot hits every note in the shuffled lanes")
  func randomReplay() throws {
    let map = try Self.map()
    let mods = PlayMods(mirror: true, randomSeed: 77)
    let replay = Autoplay(jitterStandardDeviation: .milliseconds(10), seed: 3)
      .replay(for: map, autoAssist: false, mods: mods)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded.mods == mods)
    let summary = try #require(ReplaySimulator.simulate(decoded, beatMap: map).summary().firewall)
    #expect(summary.counts.last?.count == 0)
    #expect(summary.mods == ["random 77", "mirror"])
    let again = try #require(ReplaySimulator.simulate(replay, beatMap: map).summary().firewall)
    #expect(again == summary)
    // The same presses on the chart's own lanes miss: the mods are what made them hit.
    var plain = decoded
    plain.mods = .none
    let unmodded = try #require(ReplaySimulator.simulate(plain, beatMap: map).summary().firewall)
    #expect((unmodded.counts.last?.count ?? 0) > 0)
  }

  @Test("No-fail: integrity reaches 0 and the run goes on to the end, marked")
  func noFail() throws {
    let map = try Self.map()
    var idle = Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: map.metadata.title, sha256: map.contentHash),
      source: .live, actions: [])
    let failed = try ReplaySimulator.simulate(idle, beatMap: map).summary()
    #expect(failed.outcome == .failed)
    idle.mods = PlayMods(noFail: true)
    let rules = try ReplaySimulator.simulate(idle, beatMap: map)
    let summary = try #require(rules.summary().firewall)
    #expect(summary.outcome != .failed)
    #expect(summary.mods == ["no-fail"])
    let judged = map.notes.count { $0.kind.isPlayable && $0.kind != .mine }
    #expect(summary.hits.count == judged)
    #expect(summary.counts.last?.count == summary.counts.reduce(0) { $0 + $1.count })
  }
}
