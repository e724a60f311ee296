import ArgumentParser
import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import StarlightSupport

struct LibraryListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract:
      "Every chart of the library (pack, song, steps type, difficulty, meter, star rating, default judge) with its bests per judge and rate.",
    discussion: """
      Reads the library Free Play plays (beatmap import fills it) without changing it. \
      --json prints one JSON object with a "charts" array.
      """)

  @Flag(help: "Print JSON instead of text.")
  var json = false

  func run() throws {
    let layout = LibraryLayout(dataDirectory: UserDirectories().data)
    guard FileManager.default.fileExists(atPath: layout.indexPath) else {
      if json {
        print(try LibraryListing(entries: []).json())
      } else {
        print(
          "The library is empty (no index at \(layout.indexPath)): add songs with `starlight-sync beatmap import FOLDER`."
        )
      }
      return
    }
    let entries: [LibraryEntry]
    do {
      let store = try LibraryStore.open(
        path: layout.indexPath, access: .readOnly(reason: "listing only")
      )
      .store
      entries = try store.entries()
    } catch {
      throw CommandFailure.report([
        "\(layout.indexPath): the library cannot be read: \(ErrorText.reason(error))"
      ])
    }
    let listing = LibraryListing(entries: entries)
    if json {
      print(try listing.json())
    } else {
      for line in listing.textLines() { print(line) }
    }
  }
}
