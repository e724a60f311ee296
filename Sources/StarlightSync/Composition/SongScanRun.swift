import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import StarlightSupport

/// `library scan [FOLDER...]`: the player's song folders (or the folders given) scanned into
/// the library as the game scans them, a line per pack as it ends, then the scan's summary.
/// Fails only when the library cannot be written or no folder could be read at all.
enum SongScanRun {
  struct Output {
    var line: (String) -> Void = { print($0) }
    var progress: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
  }

  /// Whether the scan went through (false: the exit status is non-zero).
  static func run(
    folders given: [String], stored: [String], layout: LibraryLayout, finder: SongFolderFinder,
    output: Output = Output()
  ) throws -> Bool {
    let folders = given.isEmpty ? stored : given.map { SongFolderFinder.normalized($0) }
    guard !folders.isEmpty else {
      output.line(
        "No song folders are set: name one (library scan FOLDER), or add one in the game (Free Play, F6)."
      )
      for found in finder.offers(stored: [], declined: []) {
        output.line("Found \(found.game)'s Songs at \(found.path): library scan \(found.path)")
      }
      return true
    }
    let (store, use) = try LibraryOpening.open(layout)
    defer { withExtendedLifetime(use) {} }
    if let reason = store.readOnlyReason {
      throw CommandFailure.report(["cannot scan into the library at \(layout.root): \(reason)"])
    }
    let report = SongFolderScan(importer: LibraryImporter(layout: layout, index: store)).run(
      folders: folders,
      packDone: { at, summary in
        output.progress("[\(at.packsDone)/\(at.packCount)] \(at.current): \(packLine(summary))")
      })
    for line in report.lines { output.line(line) }
    output.line("library: \(layout.root)")
    return report.failure == nil && report.folderProblems.count < folders.count
  }

  /// "5 charts imported, 2 files unchanged, 1 skipped, 0 failed".
  static func packLine(_ summary: LibraryImportSummary) -> String {
    let unchanged = summary.skipped.count(where: \.isAlreadyInLibrary)
    let skipped = summary.skipped.count - unchanged
    return
      "\(summary.chartCount) charts imported, \(unchanged) files unchanged, \(skipped) skipped, \(summary.failed.count) failed"
  }

  /// The folders kept in the settings file, read without changing it.
  static func storedFolders(directories: UserDirectories = UserDirectories()) -> [String] {
    guard let data = FileManager.default.contents(atPath: directories.settingsFile),
      let decoded = try? SettingsDecoding.decode(Array(data))
    else { return [] }
    return decoded.settings.songFolders
  }
}
