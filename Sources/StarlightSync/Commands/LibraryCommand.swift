import ArgumentParser

struct LibraryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "library",
    abstract:
      "The chart library outside the game: list its charts with their bests, scan the song folders into it.",
    subcommands: [LibraryListCommand.self, LibraryScanCommand.self])
}
