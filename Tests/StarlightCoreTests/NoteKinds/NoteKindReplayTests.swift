import Foundation
import Testing

@testable import StarlightCore

/// A chart with every note kind (Tests/Fixtures/NoteKinds/every-kind.json): the bot clears it
/// (avoiding the mines, tapping the roll), and a replay of a run with every kind, mistakes
/// included, round-trips through the file format and re-simulates identically at any step.
@Suite("Note kind replays")
struct NoteKindReplayTests {
  static func fixture() throws -> BeatMap {
    try BeatMapLoader.load(
      path: repositoryRoot().appendingPathComponent("Tests/Fixtures/NoteKinds/every-kind.json")
        .path)
  }

  @Test("the fixture holds every kind, and its JSON writes back to the same document")
  func fixtureKinds() throws {
    let map = try Self.fixture()
    #expect(Set(map.notes.map(\.kind)) == Set(NoteKind.allCases))
    let path = repositoryRoot().appendingPathComponent("Tests/Fixtures/NoteKinds/every-kind.json")
    let document = try BeatMapLoader.document(
      data: [UInt8](try Data(contentsOf: path)), fileName: "every-kind.json")
    let rewritten = try BeatMapLoader.document(
      data: Array(BeatMapJSONWriter.json(document).utf8), fileName: "rewritten.json")
    #expect(rewritten.notes == document.notes)
  }

  @Test("the bot avoids every mine, keeps the roll, lifts on time and clears with all perfect")
  func botClears() throws {
    let map = try Self.fixture()
    let replay = Autoplay().replay(for: map, autoAssist: false)
    let run = try simulateFirewall(replay, on: map)
    let summary = RunSummary(run: run)
    #expect(run.outcome == .cleared)
    #expect(summary.minesHit == 0 && summary.minesAvoided == 3)
    #expect(summary.holdsCompleted == 3 && summary.holdsDropped == 0)
    #expect(summary.accuracy == 1)
    #expect(run.integrity == 100)
  }

  /// A player who steps on a mine, lets the roll drop, lifts late and taps the fake.
  static func sloppyActions() -> [PlayerAction] {
    func at(_ ms: Int64, _ lane: Int, _ action: PlayerAction.LaneAction) -> PlayerAction {
      PlayerAction(time: .milliseconds(ms), lane: lane, action: action)
    }
    return [
      at(2_010, 0, .press), at(2_040, 0, .release),  // tap, perfect
      at(2_480, 1, .press), at(2_490, 1, .release),  // the mine at 2500: hit
      at(3_000, 2, .press), at(3_070, 2, .release),  // hold, let go 430 ms early: dropped
      at(4_000, 3, .press), at(4_020, 3, .release),  // roll head
      at(4_400, 3, .press), at(4_420, 3, .release),  // one re-tap, then none: dropped
      at(4_300, 0, .press), at(4_560, 0, .release),  // lift at 4500, 60 ms late: great
      at(4_500, 1, .press), at(4_510, 1, .release),  // the fake: nothing
      at(5_500, 2, .press), at(5_550, 2, .release),  // tap at 5500; the mine at 5625 passes
      at(7_000, 0, .press), at(7_480, 0, .release),  // hold, let go 20 ms early: perfect tail
    ].sorted(by: PlayerAction.precedes)
  }

  @Test("a run with every kind round-trips through the replay file and re-simulates the same")
  func roundTrip() throws {
    let map = try Self.fixture()
    let replay = Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: map.metadata.title, sha256: map.contentHash),
      tuning: .defaults, autoAssist: false, source: .autoplay, actions: Self.sloppyActions())
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded.actions == replay.actions)
    #expect(decoded.tuning == replay.tuning)
    let reference = try simulateFirewall(replay, on: map)
    let summary = RunSummary(run: reference)
    #expect(summary.minesHit == 1 && summary.minesAvoided == 2)
    #expect(summary.holdsCompleted == 1 && summary.holdsDropped == 2)
    #expect(reference.judgements[4] == .hit(tier: 1, offset: .milliseconds(60)))
    #expect(reference.judgements[5] == nil)
    for step in [Nanoseconds.milliseconds(1), 250_000, .milliseconds(7)] {
      for frameRate in [nil, 60, 144] as [Int?] {
        let again = try simulateFirewall(decoded, on: map, step: step, frameRate: frameRate)
        #expect(again.judgements == reference.judgements)
        #expect(again.tailJudgements == reference.tailJudgements)
        #expect(again.mineResults == reference.mineResults)
        #expect(RunSummary(run: again) == summary)
        #expect(again.integrity == reference.integrity)
      }
    }
  }

  @Test("a replay saved before note kinds (no mine or roll tuning) still decodes, with defaults")
  func oldTuningDecodes() throws {
    var object =
      try JSONSerialization.jsonObject(with: Data(TuningFile.encode(.defaults))) as? [String: Any]
      ?? [:]
    var firewall = object["firewall"] as? [String: Any] ?? [:]
    for key in ["mineWindow", "mineIntegrityDrain", "rollRetapLimit"] { firewall[key] = nil }
    object["firewall"] = firewall
    let data = try JSONSerialization.data(withJSONObject: object)
    let tuning = try JSONDecoder().decode(Tuning.self, from: data)
    #expect(tuning == .defaults)
  }
}
