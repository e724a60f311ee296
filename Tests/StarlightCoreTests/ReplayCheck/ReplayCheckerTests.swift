import Foundation
import Testing

@testable import StarlightCore

/// `replay check` as a core function: a replay recorded with its outcome passes; one whose
/// expected judgement was hand-edited drifts on that note; older replays are checked on the
/// ending they recorded.
@Suite("Replay checker")
struct ReplayCheckerTests {
  static func map() throws -> BeatMap {
    try BeatMapLoader.loadForJudging(
      path: repositoryRoot().appendingPathComponent("BeatMaps/chapter4_firewall.json").path)
  }

  static func recorded(_ map: BeatMap) throws -> Replay {
    var replay = Autoplay(jitterStandardDeviation: .milliseconds(30), seed: 11)
      .replay(for: map, autoAssist: false)
    let rules = try ReplaySimulator.simulate(replay, beatMap: map)
    replay.expected = ExpectedOutcome(summary: rules.summary(), replay: replay)
    return replay
  }

  @Test("A replay recorded with its outcome passes, through the file format too")
  func passes() throws {
    let map = try Self.map()
    let replay = try ReplayCodec.decode(ReplayCodec.encode(Self.recorded(map)))
    let result = try ReplayChecker.check(replay, beatMap: map)
    #expect(result.status == .passed)
    #expect(result.drift.isEmpty)
    #expect(
      result.actual.notes?.count == map.notes.count { $0.kind.isPlayable && $0.kind != .mine })
  }

  @Test("A hand-edited expected judgement is a drift naming that note")
  func drift() throws {
    let map = try Self.map()
    var replay = try Self.recorded(map)
    var notes = try #require(replay.expected?.notes)
    let index = 7
    let original = notes[index]
    notes[index].judgement = original.judgement == "miss" ? "perfect" : "miss"
    replay.expected?.notes = notes
    let result = try ReplayChecker.check(replay, beatMap: map)
    #expect(result.status == .drifted)
    let moved = try #require(result.drift.notes.first)
    #expect(result.drift.notes.count == 1)
    #expect(moved.index == index)
    let judged = map.notes.filter { $0.kind.isPlayable && $0.kind != .mine }
    #expect(moved.lane == judged[index].lane && moved.time == judged[index].time)
    #expect(moved.actual == original)
    let line = result.drift.lines().joined(separator: "\n")
    #expect(line.contains("note \(index) (lane \(judged[index].lane)"))
  }

  @Test("Changed counts and score are drifts; tiers with none are equal either way")
  func counts() {
    let expected = ExpectedOutcome(
      score: 10, counts: [TierCount("perfect", 3), TierCount("great", 0), TierCount("miss", 0)])
    let actual = ExpectedOutcome(
      score: 12, counts: [TierCount("perfect", 2), TierCount("great", 1)])
    let drift = ReplayChecker.compare(expected: expected, actual: actual, notes: [])
    #expect(drift.fields == ["score 10 → 12"])
    #expect(drift.counts.map(\.name) == ["perfect", "great"])
  }

  @Test("A game's tier names are compared with a judge's by position")
  func positional() {
    let game = ["MAX", "300", "200", "100", "50", "miss"].map { TierCount($0, 1) }
    let judge = ["320", "300", "200", "100", "50", "miss"].map { TierCount($0, 1) }
    #expect(ReplayChecker.countChanges(game, judge).isEmpty)
  }

  @Test("A version 5 replay is checked on the ending it recorded")
  func olderReplays() throws {
    let map = try Self.map()
    var replay = try Self.recorded(map)
    replay.expected = nil
    replay.ending = .cleared
    #expect(try ReplayChecker.check(replay, beatMap: map).status == .passed)
    replay.ending = .failed
    #expect(
      try ReplayChecker.check(replay, beatMap: map).drift.fields == ["outcome failed → cleared"])
    replay.ending = nil
    #expect(try ReplayChecker.check(replay, beatMap: map).status == .unchecked)
  }

  /// The repository's folder of replays (`Tests/Fixtures/Replays`): each must give what it
  /// recorded, so a change that moves any judgement fails here with the notes that moved.
  @Test("Every replay in the repository's replay folder gives its recorded outcome")
  func repositoryFolder() throws {
    let folder = repositoryRoot().appendingPathComponent("Tests/Fixtures/Replays")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 4)
    #expect(names.contains { $0.contains("practice") })
    let maps =
      try [Self.map()] + [
        BeatMapLoader.loadForJudging(
          path: repositoryRoot().appendingPathComponent("BeatMaps/note_kinds_demo.json").path)
      ]
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      let replay = try ReplayCodec.decode(bytes)
      let map = maps.first { $0.contentHash == replay.beatMap?.sha256 }
      let result = try ReplayChecker.check(replay, beatMap: map)
      let recordsOutcome =
        replay.practice.map { $0.passes.allSatisfy { $0.expected != nil } }
        ?? (replay.expected != nil)
      #expect(recordsOutcome, "\(name) records no outcome")
      #expect(result.status == .passed, "\(name): \(result.drift.lines().joined(separator: "; "))")
    }
  }
}
