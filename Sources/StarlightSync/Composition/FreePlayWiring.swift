import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform

/// Free Play's library for the game: the index opened (a corrupt one rebuilt, and the
/// player told), its charts listed and loaded through `LibraryChartLoader`, best results
/// recorded in it.
enum FreePlayWiring {
  static func library(
    directories: UserDirectories, host: SceneHost, settings: SettingsStore
  ) -> FreePlayLibrary? {
    let layout = LibraryLayout(dataDirectory: directories.data)
    let store: LibraryStore
    do {
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let opened = try LibraryStore.open(path: layout.indexPath)
      store = opened.store
      if opened.wasReset {
        let count = try LibraryRebuild.run(layout: layout, index: store)
        host.notices.post(
          lasting:
            "The library index could not be read: rebuilt from the chart files (\(count) charts).")
      }
    } catch {
      host.notices.post(lasting: "The chart library cannot be opened: \(error)")
      return nil
    }
    return FreePlayLibrary(
      entries: {
        do {
          return try store.entries()
        } catch {
          host.notices.post(lasting: "The chart library cannot be read: \(error)")
          return []
        }
      },
      load: { entry in
        LibraryChartLoader.load(entry, layout: layout)
          .map { FreePlayChart(map: $0.map, audioPath: $0.audioPath) }
          .mapError { FreePlayRefusal(lines: $0.lines) }
      },
      recordBest: { best, chartHash in (try? store.recordBest(best, forChart: chartHash)) ?? false
      },
      location: layout.root,
      judges: FreePlayJudges(
        pick: { settings.settings.chartJudges[$0] },
        setPick: { chart, judge in settings.update { $0.chartJudges[chart] = judge } },
        playerDefault: { settings.settings.judge }))
  }
}
