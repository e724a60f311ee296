import Foundation
import StarlightCore
import Testing

@testable import StarlightSync

/// `replay check` over `Tests/Fixtures/OsuReplays`: each real osu! stable replay finds its
/// chart beside it by MD5, is judged under osu-stable and gives the counts, the ScoreV1 score
/// and the max combo osu! wrote into it.
@Suite struct OsuReplayFolderCheckTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let folder = repository.appendingPathComponent("Tests/Fixtures/OsuReplays").path

  @Test func realReplaysGiveOsusCountsScoreAndMaxCombo() throws {
    let (files, problems) = ReplayCheckInput.collect([Self.folder])
    #expect(problems.isEmpty)
    #expect(files.count == 2)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("osu-folder-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let paths = GamePaths(
      environment: [GamePaths.homeVariable: scratch.path], executable: "/nowhere/starlight-sync",
      currentDirectory: scratch.path, exists: { FileManager.default.fileExists(atPath: $0) })
    let input = ReplayCheckInput(
      files: files, beatMapPath: nil,
      charts: ReplayChartIndex(paths: paths, dataDirectory: scratch.path))
    for item in input.items {
      let entry = ReplayCheckCommand.check(item)
      #expect(entry.status == "passed", "\(entry.lines)")
      let origin = try #require(item.replay?.origin)
      let actual = try #require(entry.result?.actual)
      #expect(actual.outcome == "cleared")
      #expect(actual.score.map(Int64.init) == origin.score, "\(item.path)")
      #expect(actual.maxCombo == origin.maxCombo, "\(item.path)")
    }
  }
}
