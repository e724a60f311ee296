import ArgumentParser
import Testing

@testable import StarlightSync

/// `--help` says "See 'starlight-sync help <subcommand>'": that command works.
@Suite struct HelpCommandTests {
  @Test func helpIsNoUnknownCommandButAMistypeIs() {
    #expect(StarlightSyncCommand.unknownCommandMessage("help") == nil)
    #expect(StarlightSyncCommand.unknownCommandMessage("replay") == nil)
    #expect(StarlightSyncCommand.unknownCommandMessage("--version") == nil)
    #expect(StarlightSyncCommand.unknownCommandMessage("replya")?.contains("replay") == true)
  }

  @Test(arguments: [
    (["help", "play"], "Play the story"),
    (["help", "replay", "check"], "Re-simulate replays"),
  ])
  func helpOfASubcommandPrintsThatCommandsHelp(arguments: [String], overview: String) {
    // The parser's help command, run, ends in the help it asks for (as `main` prints it).
    do {
      var command = try StarlightSyncCommand.parseAsRoot(arguments)
      try command.run()
      Issue.record("help ran without printing any help")
    } catch {
      let text = StarlightSyncCommand.fullMessage(for: error)
      #expect(text.contains(overview), "\(text.prefix(200))")
      #expect(StarlightSyncCommand.exitCode(for: error) == .success)
    }
  }
}
