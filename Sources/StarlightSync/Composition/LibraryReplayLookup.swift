import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform

/// Finds the library chart a replay names by its hash, so a Free Play run's replay is
/// watched and re-simulated without `--beatmap`: the chart's hash in the index is the one
/// the replay records. It only reads: an import running meanwhile neither blocks it nor
/// is blocked (the index is in WAL mode), and a read-only library serves as well.
enum LibraryReplayLookup {
  static func map(forHash hash: String) -> (map: BeatMap, path: String)? {
    let layout = LibraryLayout(dataDirectory: UserDirectories().data)
    guard FileManager.default.fileExists(atPath: layout.indexPath) else { return nil }
    let use = LibraryUse(layout: layout)
    defer { withExtendedLifetime(use) {} }
    guard let store = try? LibraryStore.open(path: layout.indexPath).store,
      let entry = try? store.entries().first(where: { $0.chartHash == hash }),
      case .success(let loaded) = LibraryChartLoader.load(entry, layout: layout)
    else { return nil }
    return (loaded.map, layout.path(entry.chartFile))
  }
}
