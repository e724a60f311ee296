import Foundation
import StarlightCore
import Testing

@testable import StarlightSync

/// `replay check`'s text: an unreadable replay says why under its name (it printed only
/// "ERROR path", the reason left to `--json`).
@Suite struct ReplayCheckTextTests {
  @Test func anUnreadableReplaySaysWhy() {
    let path = "./play.osr"
    let reason = "the chart with MD5 80a7 is neither beside the replay nor in the library"
    let report = ReplayCheckReport(
      entries: [
        .init(
          path: path, status: "error", lines: ["\(path): \(reason)"], result: nil,
          error: "\(path): \(reason)"),
        .init(path: "./ok.json", status: "passed", lines: ["./ok.json"], result: nil, error: nil),
      ], seconds: 0.5)
    #expect(
      report.textLines() == [
        "ERROR ./play.osr", "  \(reason)",
        "2 replays: 1 passed, 0 drifted, 1 unreadable, 0 with nothing recorded, in 0.50 s",
      ])
  }
}

/// An imported replay judged under its own game's judge says the score and max combo its game
/// wrote beside ours when they differ (the counts decide pass or drift).
@Suite struct ReplayCheckGameFiguresTests {
  static func imported(judge: JudgeChoice) throws -> Replay {
    let origin = try JSONDecoder().decode(
      ReplayOrigin.self,
      from: Data(
        #"{"game": "osu! stable", "gameVersion": "20240930", "player": "P", "beatmapMD5": "a", "replayMD5": "b", "mods": ["DT"], "score": 949009, "maxCombo": 1459, "playedAt": 0}"#
          .utf8))
    var replay = Replay(chapter: .firewall, source: .live, actions: [])
    replay.origin = origin
    replay.judge = judge
    return replay
  }

  @Test func theGamesFiguresBesideOurs() throws {
    let osu = try Self.imported(judge: JudgeChoice(.osuStable, overallDifficulty: 6))
    let ours = ExpectedOutcome(outcome: "cleared", score: 949_045, maxCombo: 1459)
    #expect(
      ReplayCheckReport.gameFigures(of: osu, ours)
        == "osu! stable wrote score 949009, max combo 1459; judged here: score 949045, max combo 1459"
    )
    let same = ExpectedOutcome(outcome: "cleared", score: 949_009, maxCombo: 1459)
    #expect(ReplayCheckReport.gameFigures(of: osu, same) == nil)
    // Rescored under another judge, the game's score is no measure of ours.
    let itg = try Self.imported(judge: JudgeChoice(.itg))
    #expect(ReplayCheckReport.gameFigures(of: itg, ours) == nil)
  }
}
