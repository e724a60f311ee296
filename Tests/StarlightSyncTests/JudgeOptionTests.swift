import ArgumentParser
import StarlightCore
import Testing

@testable import StarlightSync

/// `--judge`, `--od` and `--osu-mod` on the command line, and the refusals that come before
/// any window: an unknown judge, an OD out of range, a map that is not there.
@Suite struct JudgeOptionTests {
  private func options(_ arguments: [String]) throws -> JudgeOptions {
    let command = try StarlightSyncCommand.parseAsRoot(["replay", "r.json"] + arguments)
    return try #require(command as? ReplayCommand).judgeOptions
  }

  @Test func aNamedJudgeWithItsODAndMod() throws {
    let chosen = try options(["--judge", "osu-stable", "--od", "7.5", "--osu-mod", "hr"])
      .choice(for: nil, fallback: .starlight)
    #expect(chosen == JudgeChoice(.osuStable, overallDifficulty: 7.5, osuMod: .hardRock))
    #expect(chosen.label == "osu-stable OD 7.5 HR")
  }

  @Test func anOsuChartKeepsItsOwnOD() throws {
    let metadata = BeatMapMetadata(
      title: "T", artist: "A", difficulty: "D", origin: .osu, overallDifficulty: 9)
    let chosen = try options(["--od", "3"]).choice(for: metadata, fallback: .osuStable)
    #expect(chosen == JudgeChoice(.osuStable, overallDifficulty: 9))
  }

  @Test func noJudgeTakesTheFallback() throws {
    #expect(try options([]).choice(for: nil, fallback: .itg) == JudgeChoice(.itg))
  }

  @Test func anUnknownJudgeIsRefused() throws {
    #expect(throws: ExitCode.self) { try options(["--judge", "iidx"]).requestedID() }
    #expect(throws: ExitCode.self) {
      try options(["--judge", "osu-stable", "--od", "11"]).choice(for: nil, fallback: .starlight)
    }
    #expect(throws: ExitCode.self) {
      try options(["--judge", "osu-stable", "--osu-mod", "dt"]).choice(
        for: nil, fallback: .osuStable)
    }
  }

  @Test func aMissingMapIsRefusedBeforeAnyWindow() throws {
    var command = try StarlightSyncCommand.parseAsRoot([
      "play", "--beatmap", "/nonexistent/nope.sm", "--quit-after", "1",
    ])
    #expect(throws: ExitCode.self) { try command.run() }
  }
}

@Suite struct CommandFailureTests {
  @Test func theSameProblemIsPrintedOnce() {
    let missing = "a.sm: audio: audio file 'missing.ogg' not found"
    #expect(
      CommandFailure.printed([missing, missing, "a.sm: line 9: bad", missing]) == [
        missing, "a.sm: line 9: bad",
      ])
  }
}
