import ArgumentParser
import StarlightLibrary
import StarlightPlatform

struct LibraryScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract:
      "Scan the song folders (the game's Song folders setting, or the folders given) into the library: new and changed charts imported, a line per pack, then a summary.",
    discussion: """
      Scans as the game does at start: each pack imported as `beatmap import` imports it, \
      files already in the library left unchanged, skipped and failed files grouped by the \
      kind of their problem. A folder that is missing or cannot be read is named in one line \
      and skipped. With no folder given and none set, says which other games' Songs folders \
      were found. The exit status is non-zero only when the library cannot be written or no \
      folder could be read.
      """)

  @Argument(help: "Folders to scan instead of the song folders in the settings.")
  var folders: [String] = []

  func run() throws {
    let directories = UserDirectories()
    let went = try SongScanRun.run(
      folders: folders, stored: SongScanRun.storedFolders(directories: directories),
      layout: LibraryLayout(dataDirectory: directories.data), finder: .fromEnvironment())
    if !went { throw CommandFailure.exitCode }
  }
}
