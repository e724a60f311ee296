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

  /// `autoplay --chapter 4` without a chart plays the story's map, as `play --chapter 4`
  /// does: this game's judge, the story's integrity, and a replay `replay check` passes.
  @Test func theBotWithoutAChartPlaysTheStorysMap() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("autoplay-story-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let parsed = try StarlightSyncCommand.parseAsRoot(["autoplay", "--chapter", "4", "--out", out])
    try #require(parsed as? AutoplayCommand).run()
    let replay = try ReplayCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    let story = try BeatMapLoader.loadForJudging(path: Self.map)
    #expect(replay.beatMap?.sha256 == story.contentHash)
    #expect(replay.judge == .starlight)
    #expect(replay.failure == .firewallIntegrity)
    let result = try ReplayChecker.check(replay, beatMap: story)
    #expect(result.actual.outcome == "cleared")
    #expect(result.drift.isEmpty)
  }
}
