import Foundation
import Testing

@testable import StarlightCore

/// Autoplay on every beat map the game ships (`BeatMaps/*.json`, the note kinds demo among
/// them: the bot avoids its mines and keeps its rolls).
@Suite("Autoplay on the shipped maps")
struct ShippedMapAutoplayTests {
  static let beatMapsFolder = repositoryRoot().appendingPathComponent("BeatMaps")

  /// Every shipped map's path, found when the tests are listed (the folder also holds the
  /// format's JSON Schema, which is no map).
  static let shippedMaps: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: beatMapsFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
      .map { beatMapsFolder.appendingPathComponent($0).path }
  }()

  @Test("the game ships beat maps, the Chapter 4 one among them")
  func mapsExist() throws {
    try #require(!Self.shippedMaps.isEmpty, "no beat maps in \(Self.beatMapsFolder.path)")
    #expect(Self.shippedMaps.contains { $0.hasSuffix("/chapter4_firewall.json") })
  }

  @Test("every shipped map is valid", arguments: shippedMaps)
  func loads(path: String) throws {
    let map = try BeatMapLoader.load(path: path)
    #expect(!map.notes.isEmpty)
    #expect(BeatMap.laneRange.contains(map.laneCount))
    #expect(map.notes.allSatisfy { $0.time > 0 && $0.time <= map.audioDuration })
  }

  @Test("perfect autoplay: every note in the top tier at exactly 0 offset", arguments: shippedMaps)
  func perfect(path: String) throws {
    let map = try BeatMapLoader.load(path: path)
    let run = try play(Autoplay(), on: map)
    #expect(run.outcome == .cleared)
    #expect(Self.judged(run).allSatisfy { $0 == .hit(tier: 0, offset: 0) })
    let summary = RunSummary(run: run)
    #expect(summary.accuracy == 1)
    #expect(summary.maxCombo == run.scoring.judgedCount)
    #expect(summary.minesHit == 0)
    #expect(run.integrity == GameConstants.maxIntegrity)
  }

  @Test("a constant 37 ms late: every offset exactly 37 ms", arguments: shippedMaps)
  func constantOffset(path: String) throws {
    let map = try BeatMapLoader.load(path: path)
    let run = try play(Autoplay(offset: ms(37)), on: map)
    #expect(run.outcome == .cleared)
    #expect(Self.judged(run).allSatisfy { $0?.offset == ms(37) })
    #expect(Self.judged(run).allSatisfy { $0 == .hit(tier: 0, offset: ms(37)) })
  }

  @Test("seeded jitter: reproducible per seed, spread as asked", arguments: shippedMaps)
  func jitter(path: String) throws {
    let map = try BeatMapLoader.load(path: path)
    let deviation = ms(25)
    let events = Autoplay(jitterStandardDeviation: deviation, seed: 42).actions(for: map.notes)
    #expect(
      Autoplay(jitterStandardDeviation: deviation, seed: 42).actions(for: map.notes) == events)
    #expect(
      Autoplay(jitterStandardDeviation: deviation, seed: 43).actions(for: map.notes) != events)
    // One press and release per judged note (a roll's re-taps are more); none for the rest.
    let presses = events.filter { $0.laneAction == .press }.count
    #expect(presses == events.filter { $0.laneAction == .release }.count)
    #expect(presses >= Self.judgedCount(map))

    // Simulated once through the stepper; the other seeds straight through the rules.
    let simulated = try play(Autoplay(jitterStandardDeviation: deviation, seed: 1), on: map)
    #expect(
      simulated.judgements
        == judgeDirectly(Autoplay(jitterStandardDeviation: deviation, seed: 1), on: map).judgements)
    for seed: UInt64 in [1, 2, 3, 4, 5] {
      let run = judgeDirectly(Autoplay(jitterStandardDeviation: deviation, seed: seed), on: map)
      let offsets = run.judgements.compactMap { $0?.offset }.map(\.milliseconds)
      #expect(offsets.count == Self.judgedCount(map), "25 ms jitter never reaches the 150 ms edge")
      try #require(offsets.count > 30, "too few notes to measure a spread")
      let mean = offsets.reduce(0, +) / Double(offsets.count)
      let variance =
        offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count - 1)
      let sampleDeviation = variance.squareRoot()
      #expect(abs(sampleDeviation - 25) < 5, "seed \(seed): sample deviation \(sampleDeviation)")
      #expect(abs(mean) < 8, "seed \(seed): mean \(mean)")
      #expect(Set(offsets).count > offsets.count * 9 / 10, "offsets vary")
    }
  }

  /// Every press and release in time order straight into the rules, no stepper.
  private func judgeDirectly(_ autoplay: Autoplay, on map: BeatMap) -> FirewallRun {
    var run = FirewallRun(
      beatMap: map, configuration: .standard(autoAssist: false), startTime: -GameConstants.leadIn)
    var effects: [GameEffect] = []
    for event in autoplay.actions(for: map.notes) { run.handle(event, effects: &effects) }
    run.advance(to: map.audioDuration + .seconds(1), effects: &effects)
    return run
  }

  private func play(_ autoplay: Autoplay, on map: BeatMap) throws -> FirewallRun {
    let replay = autoplay.replay(
      for: map, windows: GameConstants.standardWindows, autoAssist: false)
    #expect(replay.beatMap?.sha256 == map.contentHash)
    return try simulateFirewall(replay, on: map)
  }

  /// The head judgements of the notes a press or release judges (mines and fakes have none).
  static func judged(_ run: FirewallRun) -> [Judgement?] {
    run.notes.filter { $0.kind.isPressJudged || $0.kind == .lift }.map { run.judgements[$0.index] }
  }

  static func judgedCount(_ map: BeatMap) -> Int {
    map.notes.count { $0.kind.isPressJudged || $0.kind == .lift }
  }
}
