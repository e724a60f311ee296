import ArgumentParser
import StarlightCore

struct BeatMapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "beatmap",
    abstract: "Work with beat maps.",
    subcommands: [ValidateCommand.self])

  struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "validate",
      abstract: "Check beat maps; print every problem as 'file: where: message'.")

    @Argument(help: "Beat map files.")
    var files: [String]

    func run() throws {
      var failed = false
      for file in files {
        do {
          let map = try BeatMapLoader.load(path: file)
          print(
            "\(file): ok (\(map.notes.count) notes, \(map.laneCount) lanes, \(map.metadata.title))")
        } catch {
          failed = true
          _ = CommandFailure.report(error.problems.map(\.description))
        }
      }
      if failed { throw CommandFailure.exitCode }
    }
  }
}
