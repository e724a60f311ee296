import ArgumentParser
import Testing

@testable import StarlightSync

/// Every option that takes a signed number reads `-20` as its value (issue 24): the value
/// reaches the option's own check, never "Missing value" because it looks like an option.
@Suite struct SignedOptionTests {
  private func parsed<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String])
    throws -> Command
  {
    let command = try StarlightSyncCommand.parseAsRoot(arguments)
    return try #require(command as? Command)
  }

  /// The one-line message a refused command line prints.
  private func refusal(_ arguments: [String]) -> String {
    do {
      _ = try StarlightSyncCommand.parseAsRoot(arguments)
      return "accepted"
    } catch {
      return StarlightSyncCommand.message(for: error)
    }
  }

  @Test func autoplayOffsetTakesANegativeValue() throws {
    let command = try parsed(
      AutoplayCommand.self, ["autoplay", "map.json", "--out", "r.json", "--offset-ms", "-20"])
    #expect(command.offsetMs == -20)
  }

  @Test func autoplayJitterReachesItsOwnCheck() {
    let message = refusal(["autoplay", "map.json", "--out", "r.json", "--jitter-ms", "-20"])
    #expect(message.contains("--jitter-ms must be 0 or more"))
  }

  @Test func autoplayChapterReachesItsOwnCheck() {
    let message = refusal(["autoplay", "--out", "r.json", "--chapter", "-20"])
    #expect(message.contains("--chapter must be one of the chapters"))
  }

  @Test func playChapterReachesItsOwnCheck() {
    #expect(refusal(["play", "--chapter", "-20"]).contains("--chapter must be 1 to 6"))
  }

  @Test func playJitterReachesItsOwnCheck() {
    #expect(refusal(["play", "--jitter-ms", "-20"]).contains("--jitter-ms takes 0 or more"))
  }

  @Test func quitAfterReachesItsOwnCheck() {
    #expect(
      refusal(["play", "--quit-after", "-20"]).contains(
        "--quit-after must be a positive number of seconds"))
  }

  @Test func fpsReachesItsOwnCheck() {
    #expect(refusal(["play", "--fps", "-20"]).contains("--fps must be positive"))
  }

  @Test func rateTakesANegativeValueAndRefusesItWithTheRange() throws {
    let command = try parsed(PlayCommand.self, ["play", "--rate", "-20"])
    #expect(command.playbackOptions.rate == -20)
    #expect(throws: (any Error).self) { try command.playbackOptions.playback() }
  }

  @Test func loopsTakesANegativeValue() throws {
    let command = try parsed(
      AutoplayCommand.self, ["autoplay", "m.json", "--out", "r.json", "--loops", "-20"])
    #expect(command.playbackOptions.loops == -20)
  }

  @Test func gapTakesANegativeValue() throws {
    let command = try parsed(
      AutoplayCommand.self, ["autoplay", "m.json", "--out", "r.json", "--gap-ms", "-20"])
    #expect(command.playbackOptions.gapMs == -20)
  }

  @Test func countInTakesANegativeValue() throws {
    let command = try parsed(
      AutoplayCommand.self, ["autoplay", "m.json", "--out", "r.json", "--count-in", "-20"])
    #expect(command.playbackOptions.countIn == -20)
  }

  @Test func sectionEdgesTakeNegativeValues() throws {
    let command = try parsed(
      AutoplayCommand.self,
      ["autoplay", "m.json", "--out", "r.json", "--from", "-20", "--to", "-2s"])
    #expect(command.playbackOptions.from == "-20")
    #expect(command.playbackOptions.to == "-2s")
  }

  @Test func noSignedOptionSaysMissingValue() {
    let lines = [
      ["autoplay", "m.json", "--out", "r.json", "--offset-ms", "-20"],
      ["autoplay", "m.json", "--out", "r.json", "--jitter-ms", "-20"],
      ["play", "--chapter", "-20"], ["play", "--quit-after", "-20"], ["play", "--fps", "-20"],
      ["play", "--rate", "-20"], ["play", "--loops", "-20"], ["play", "--gap-ms", "-20"],
      ["play", "--count-in", "-20"],
    ]
    for line in lines { #expect(!refusal(line).contains("Missing value"), "\(line)") }
  }
}
