import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import StarlightSupport

/// The game's song folders: kept in the settings file, other games' Songs folders offered
/// from `SongFolderFinder`, scanned by `SongFolderScan` on the scanner's thread (the
/// library opened for each scan, as `library scan` opens it), and each scan's headline put
/// on the screen when it ends, wherever the player is.
enum SongFoldersWiring {
  static func songFolders(
    layout: LibraryLayout, settings: SettingsStore, host: SceneHost,
    finder: SongFolderFinder = .fromEnvironment()
  ) -> SongFolders {
    let mailbox = host.mailbox
    let scanner = SongScanner(
      scan: { folders, progress in scan(folders, layout: layout, progress: progress) },
      finished: { report in mailbox.post(passing: report.notice) })
    return SongFolders(
      stored: { settings.settings.songFolders },
      offers: {
        finder.offers(
          stored: settings.settings.songFolders, declined: settings.settings.declinedSongFolders)
      },
      add: { typed in
        let path = SongFolderFinder.normalized(typed, home: finder.home)
        if let problem = problem(adding: path, to: settings.settings.songFolders) { return problem }
        settings.update { $0.songFolders.append(path) }
        return nil
      },
      remove: { path in settings.update { $0.songFolders.removeAll { $0 == path } } },
      decline: { path in settings.update { $0.declinedSongFolders.append(path) } },
      scanner: scanner)
  }

  /// Why `path` cannot be added, in one line naming it; nil when it can.
  static func problem(adding path: String, to stored: [String]) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "\(path): no such folder"
    }
    guard isDirectory.boolValue else { return "\(path): not a folder" }
    guard FileManager.default.isReadableFile(atPath: path) else {
      return "\(path): cannot be read (permission denied)"
    }
    guard !stored.contains(path) else { return "\(path) is already a song folder" }
    return nil
  }

  /// One scan, on the scanner's thread: the library opened, the folders scanned into it.
  @Sendable static func scan(
    _ folders: [String], layout: LibraryLayout,
    progress: @escaping @Sendable (SongScanProgress) -> Void
  ) -> SongScanReport {
    var report = SongScanReport()
    do {
      let (store, use) = try LibraryOpening.open(layout)
      defer { withExtendedLifetime(use) {} }
      if let reason = store.readOnlyReason {
        report.failure = "the library at \(layout.root) cannot be written: \(reason)"
        return report
      }
      return SongFolderScan(importer: LibraryImporter(layout: layout, index: store)).run(
        folders: folders, progress: progress)
    } catch {
      // Opening says why on stderr and in the log (LibraryOpening).
      report.failure = "the library at \(layout.root) cannot be opened"
      return report
    }
  }
}
