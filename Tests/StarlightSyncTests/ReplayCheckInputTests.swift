import Foundation
import StarlightCore
import Testing

@testable import StarlightSync

/// Which files of a folder `replay check` takes for replays: JSON holding the replay format's
/// name (wherever the sorted keys put it), not a chart beside them.
@Suite struct ReplayCheckInputTests {
  @Test func aFolderGivesItsReplaysNotItsCharts() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-check-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let replay = Replay(
      chapter: .firewall, beatMap: .init(title: "Song", sha256: "abc"), source: .autoplay,
      actions: (0..<500).map { PlayerAction(time: .milliseconds($0), lane: 0, action: .press) })
    try Data(ReplayCodec.encode(replay)).write(to: folder.appendingPathComponent("a.json"))
    try Data(#"{"format": "starlight-beatmap", "notes": []}"#.utf8)
      .write(to: folder.appendingPathComponent("chart.json"))
    try Data("starlight-replay".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let (files, problems) = ReplayCheckInput.collect([folder.path])
    #expect(files == [folder.appendingPathComponent("a.json").path])
    #expect(problems.isEmpty)
  }

  @Test func findsANeedleAnywhereAndOnlyWhole() {
    let text = Array(#"{"actions": [], "format": "starlight-replay"}"#.utf8)
    #expect(ReplayCheckInput.contains(text, Array(#""starlight-replay""#.utf8)))
    #expect(ReplayCheckInput.contains(text, Array("{".utf8)))
    #expect(!ReplayCheckInput.contains(text, Array(#""starlight-replayx""#.utf8)))
    #expect(!ReplayCheckInput.contains(Array("star".utf8), Array("starlight".utf8)))
    #expect(ReplayCheckInput.contains(text, []))
  }
}
