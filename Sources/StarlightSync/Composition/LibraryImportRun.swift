import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import Synchronization

/// `beatmap import DIR...`: every chart under the paths into the player's library, with a
/// progress bar on a terminal (a plain line every tenth of the way otherwise) and the
/// summary at the end. The index is opened (and rebuilt if it was corrupt) first.
enum LibraryImportRun {
  /// Plain progress lines when stderr is not a terminal: one per this fraction of the files.
  static let plainLineSteps = 10

  static func run(paths: [String]) throws {
    let layout = LibraryLayout(dataDirectory: UserDirectories().data)
    let store = try LibraryOpening.open(layout)
    let isTerminal = isatty(STDERR_FILENO) == 1
    let bar = Mutex(ProgressBar(label: "importing charts", isShown: isTerminal))
    let shownStep = Atomic<Int>(0)
    let summary: LibraryImportSummary
    do {
      summary = try LibraryImporter(layout: layout, index: store).run(paths: paths) {
        done, total in
        guard total > 0 else { return }
        if isTerminal {
          bar.withLock { $0.update(Double(done) / Double(total)) }
        } else {
          let step = done * plainLineSteps / total
          if shownStep.exchange(step, ordering: .relaxed) < step {
            FileHandle.standardError.write(Data("\(done) of \(total) chart files done\n".utf8))
          }
        }
      }
    } catch {
      throw CommandFailure.report([
        "cannot write the library index at \(layout.indexPath): \(error)"
      ])
    }
    bar.withLock { $0.finish() }
    for line in summary.lines { print(line) }
    print("library: \(layout.root)")
    if summary.isFailure {
      throw CommandFailure.report(["nothing could be imported from \(paths.joined(separator: " "))"]
      )
    }
  }
}

/// Opens the library's index, making its folder first; a corrupt index is set aside and
/// rebuilt from the chart files, and the player is told.
enum LibraryOpening {
  static func open(_ layout: LibraryLayout) throws -> LibraryStore {
    do {
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let (store, wasReset) = try LibraryStore.open(path: layout.indexPath)
      if wasReset {
        let count = try LibraryRebuild.run(layout: layout, index: store)
        FileHandle.standardError.write(
          Data(
            "starlight-sync: the library index could not be read; set aside as \(layout.indexPath).corrupt and rebuilt from the chart files (\(count) charts)\n"
              .utf8))
      }
      return store
    } catch {
      throw CommandFailure.report(["cannot open the library index at \(layout.indexPath): \(error)"]
      )
    }
  }
}
