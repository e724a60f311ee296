import Foundation
import StarlightCore
import Testing

@testable import StarlightSync

/// The bot's replay of a chart is judged as `play --beatmap` judges the chart: outside the
/// story, so a life bar fails it, not the story's integrity.
@Suite struct AutoplayFailureTests {
  private static let map = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("BeatMaps/chapter4_firewall.json").path

  @Test func theBotsReplayOfAChartIsJudgedUnderTheLifeBar() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("autoplay-failure-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let parsed = try StarlightSyncCommand.parseAsRoot(["autoplay", Self.map, "--out", out])
    let command = try #require(parsed as? AutoplayCommand)
    try command.run()
    let replay = try ReplayCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    #expect(replay.failure == .lifeBar)
    #expect(replay.expected != nil)
  }
}
