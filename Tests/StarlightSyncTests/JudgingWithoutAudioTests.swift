import Foundation
import StarlightCore
import Testing

@testable import StarlightSync

/// Judging needs no sound: the bot's replay of a chart whose audio file is missing is written,
/// and re-simulated headless as `replay --headless` loads it, to its last note; only watching
/// (and the audio render) ask for the audio.
@Suite struct JudgingWithoutAudioTests {
  static let chart = """
    osu file format v14

    [General]
    AudioFilename: not-here.mp3
    Mode: 3

    [Metadata]
    Title:No audio
    Version:4K

    [Difficulty]
    CircleSize:4
    OverallDifficulty:8

    [TimingPoints]
    1000,500,4,1,0,100,1,0

    [HitObjects]
    64,192,1000,1,0,0:0:0:0:
    192,192,1500,1,0,0:0:0:0:
    320,192,2500,128,0,3000:0:0:0:0:

    """

  @Test func theBotAndAHeadlessReplayOfAChartWithNoAudio() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-audio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let chart = folder.appendingPathComponent("chart.osu").path
    let out = folder.appendingPathComponent("bot.json").path
    try Data(Self.chart.utf8).write(to: URL(fileURLWithPath: chart))
    let parsed = try StarlightSyncCommand.parseAsRoot(["autoplay", chart, "--out", out])
    try #require(parsed as? AutoplayCommand).run()

    let paths = GamePaths()
    let headless = try ReplayLoading.load(
      replayPath: out, beatMapPath: chart, paths: paths, needsAudio: false)
    let rules = try #require(
      try ReplaySimulator.simulate(headless.replay, beatMap: headless.beatMap) as? FirewallRun)
    #expect(rules.outcome == .cleared)
    #expect(RunSummary(run: rules).counts.map(\.count) == [3, 0, 0, 0, 0, 0])
    // Watching plays the song: that refusal names the missing file.
    #expect(throws: ReplayLoading.Failure.self) {
      _ = try ReplayLoading.load(replayPath: out, beatMapPath: chart, paths: paths)
    }
  }
}
