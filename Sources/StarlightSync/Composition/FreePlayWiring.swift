import Foundation
import Logging
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import StarlightSupport

/// Free Play's library for the game: the index opened (a corrupt one rebuilt, and the
/// player told; one that cannot be written opened read-only, and the song list says bests
/// cannot be saved and why), its charts listed and loaded through `LibraryChartLoader`,
/// best results recorded in it.
enum FreePlayWiring {
  static func library(
    directories: UserDirectories, host: SceneHost, settings: SettingsStore
  ) -> FreePlayLibrary? {
    let layout = LibraryLayout(dataDirectory: directories.data)
    let store: LibraryStore
    let use: LibraryUse
    do {
      try? FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      guard FileManager.default.fileExists(atPath: layout.root) else { return nil }
      use = LibraryUse(layout: layout)
      LibraryOpening.log(removed: use.removed)
      let opened = try LibraryStore.open(path: layout.indexPath)
      store = opened.store
      if opened.wasReset {
        let count = try LibraryRebuild.run(layout: layout, index: store)
        host.notices.post(
          lasting:
            "The library index could not be read: rebuilt from the chart files (\(count) charts).")
      }
    } catch {
      host.notices.post(
        lasting: ErrorText.sentence("The chart library cannot be opened", nil, error) + ".")
      return nil
    }
    let logger = Logger(label: "starlight.library")
    if let reason = store.readOnlyReason {
      logger.warning("\(layout.indexPath) opened read-only: \(reason)")
    }
    var library = FreePlayLibrary(
      entries: {
        do {
          return try store.entries()
        } catch {
          host.notices.post(
            lasting: ErrorText.sentence("The chart library cannot be read", nil, error) + ".")
          return []
        }
      },
      load: { entry in
        LibraryChartLoader.load(entry, layout: layout)
          .map { FreePlayChart(map: $0.map, audioPath: $0.audioPath) }
          .mapError { FreePlayRefusal(lines: $0.lines) }
      },
      recordBest: { best, chartHash in
        // The library's use is held as long as Free Play can write to it.
        withExtendedLifetime(use) {
          do {
            return try store.recordBest(best, forChart: chartHash) ? .kept : .notBetter
          } catch {
            logger.error(
              "\(ErrorText.sentence("could not save a best in", layout.indexPath, error))")
            return .notSaved(ErrorText.reason(error))
          }
        }
      },
      location: layout.root, readOnlyReason: store.readOnlyReason,
      judges: FreePlayJudges(
        pick: { settings.settings.chartJudges[$0] },
        setPick: { chart, judge in settings.update { $0.chartJudges[chart] = judge } },
        playerDefault: { settings.settings.judge }),
      setOffset: { chartHash, offset in
        withExtendedLifetime(use) {
          do {
            try store.setOffset(offset, forChart: chartHash)
            return nil
          } catch {
            logger.error(
              "\(ErrorText.sentence("could not save a chart offset in", layout.indexPath, error))")
            return ErrorText.reason(error)
          }
        }
      })
    let folders = SongFoldersWiring.songFolders(layout: layout, settings: settings, host: host)
    library.songFolders = folders
    let drops = host.droppedFiles
    library.changes = { (drops?.endedCount ?? 0) + folders.scanner.completedCount }
    // The start's scan, in the background: the title screen draws meanwhile.
    if !folders.stored().isEmpty { folders.scan() }
    library.replays = ReplayShelf(
      directory: directories.replaysDirectory, exportDirectory: directories.exportsDirectory)
    return library
  }
}
