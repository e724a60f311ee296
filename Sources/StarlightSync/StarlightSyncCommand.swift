import ArgumentParser
import Foundation
import StarlightCore

@main
struct StarlightSyncCommand: ParsableCommand {
  static let version = "0.6.0"

  static let configuration = CommandConfiguration(
    commandName: "starlight-sync",
    abstract:
      "StarlightSync: a rhythm game in six chapters. With no command, the story starts (play).",
    version: version,
    subcommands: [
      PlayCommand.self, ReplayGroupCommand.self, AutoplayCommand.self, CalibrateCommand.self,
      BeatMapCommand.self, LibraryCommand.self, HapticsCommand.self, JudgesCommand.self,
    ],
    defaultSubcommand: PlayCommand.self)

  /// A first word that is no command and no option was most likely a mistyped command:
  /// say so, with the nearest one, instead of handing it to `play` as a stray argument.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // With `play` as the default command, the root's --version would reach play's parser.
    if arguments == ["--version"] {
      print("starlight-sync \(version)")
      return
    }
    if let first = arguments.first, let message = unknownCommandMessage(first) {
      let line = PrintableExcerpt.of(message, limit: PrintableExcerpt.lineCharacters)
      FileHandle.standardError.write(Data("starlight-sync: \(line)\n".utf8))
      Foundation.exit(64)
    }
    main(arguments)
  }

  /// What to say of a first word that is no command (nil: a command, an option or `help`,
  /// the argument parser's own command: `help replay check` prints that command's help).
  static func unknownCommandMessage(_ first: String) -> String? {
    let names = configuration.subcommands.map { $0.configuration.commandName ?? "" }
    guard !first.hasPrefix("-"), !names.contains(first), first != "help" else { return nil }
    return CommandSuggestion.message(for: first, among: names)
  }
}
