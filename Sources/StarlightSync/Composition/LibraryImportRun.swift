import Foundation
import Logging
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import StarlightSupport
import Synchronization

/// `beatmap import DIR...`: every chart under the paths into the player's library, with a
/// progress bar on a terminal (a plain line every tenth of the way otherwise) and the
/// summary at the end. The index is opened (and rebuilt if it was corrupt) first.
enum LibraryImportRun {
  /// Plain progress lines when stderr is not a terminal: one per this fraction of the files.
  static let plainLineSteps = 10

  static func run(paths: [String]) throws {
    let layout = LibraryLayout(dataDirectory: UserDirectories().data)
    let (store, use) = try LibraryOpening.open(layout)
    defer { withExtendedLifetime(use) {} }
    if let reason = store.readOnlyReason {
      throw CommandFailure.report(["cannot import into the library at \(layout.root): \(reason)"])
    }
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
        ErrorText.sentence("cannot write the library index", layout.indexPath, error)
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

extension LibraryImportRun {
  /// A file, folder or archive dropped on the game's window, imported into the library as
  /// `beatmap import` does, said in one line for the window's notice.
  @Sendable static func windowImport(_ path: String) -> String {
    let name = (path as NSString).lastPathComponent
    let layout = LibraryLayout(dataDirectory: UserDirectories().data)
    do {
      let (store, use) = try LibraryOpening.open(layout)
      defer { withExtendedLifetime(use) {} }
      if let reason = store.readOnlyReason { return "\(name) was not imported: \(reason)" }
      let summary = try LibraryImporter(layout: layout, index: store).run(paths: [path])
      if summary.isFailure, let failed = summary.failed.first {
        return "\(name) was not imported: \(failed.problems.first ?? "nothing in it could be")"
      }
      return "\(name): \(summary.lines.first ?? "")"
    } catch {
      // Opening says why on stderr (LibraryOpening); the index write says it here.
      return "\(name) was not imported: the library at \(layout.root) cannot be written"
    }
  }
}

/// Opens the library's index, making its folder first and taking the library's use (which
/// removes what a killed run left); a corrupt index is set aside and rebuilt from the chart
/// files, and the player is told. A library that cannot be written opens read-only.
enum LibraryOpening {
  static func open(_ layout: LibraryLayout) throws -> (LibraryStore, LibraryUse) {
    do {
      // A folder that cannot be made (a read-only home) is no failure yet: an index there
      // may still be read.
      try? FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let use = LibraryUse(layout: layout)
      Self.log(removed: use.removed)
      let (store, wasReset) = try LibraryStore.open(path: layout.indexPath)
      if wasReset {
        let count = try LibraryRebuild.run(layout: layout, index: store)
        FileHandle.standardError.write(
          Data(
            "starlight-sync: the library index could not be read; set aside as \(layout.indexPath).corrupt and rebuilt from the chart files (\(count) charts)\n"
              .utf8))
      }
      return (store, use)
    } catch {
      throw CommandFailure.report([
        ErrorText.sentence("cannot open the library index", layout.indexPath, error)
      ])
    }
  }

  /// The leftovers of a killed run, said in the log (not to the player: nothing was lost
  /// that the run it belonged to had reported as done).
  static func log(removed: [String]) {
    for path in removed {
      Logger(label: "starlight.library").info("removed \(path), left by an interrupted import")
    }
  }
}
