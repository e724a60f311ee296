import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform

/// Finds and loads the chart of each replay once per run: our replays by the SHA-256 they
/// record (the shipped maps, then the library), imported ones by their game's MD5 (the
/// library). Charts load for judging, so a missing audio file is no problem.
final class ReplayChartIndex: @unchecked Sendable {
  struct Chart {
    let map: BeatMap
    let path: String
  }

  private let paths: GamePaths
  private let layout = LibraryLayout(dataDirectory: UserDirectories().data)
  private lazy var store: LibraryStore? = {
    guard FileManager.default.fileExists(atPath: layout.indexPath) else { return nil }
    return try? LibraryStore.open(path: layout.indexPath).store
  }()
  private lazy var shipped: [String: Chart] = {
    var byHash: [String: Chart] = [:]
    for path in paths.shippedMaps {
      if let map = try? BeatMapLoader.loadForJudging(path: path) {
        byHash[map.contentHash] = Chart(map: map, path: path)
      }
    }
    return byHash
  }()
  private var bySHA: [String: Chart] = [:]
  private var byMD5: [String: Chart] = [:]

  init(paths: GamePaths) {
    self.paths = paths
  }

  /// The chart our replay names by its hash.
  func chart(sha256: String) -> Chart? {
    if let found = shipped[sha256] ?? bySHA[sha256] { return found }
    guard let store, let entry = try? store.entries().first(where: { $0.chartHash == sha256 }),
      let chart = load(entry)
    else { return nil }
    bySHA[sha256] = chart
    return chart
  }

  /// The library chart osu! or Quaver knows by `md5`.
  func chart(md5: String) -> Chart? {
    if let found = byMD5[md5] { return found }
    guard let store,
      let entry = try? LibraryMD5Lookup.entry(md5: md5, store: store, layout: layout),
      let chart = load(entry)
    else { return nil }
    byMD5[md5] = chart
    return chart
  }

  private func load(_ entry: LibraryEntry) -> Chart? {
    guard
      case .success(let loaded) = LibraryChartLoader.load(entry, layout: layout, needsAudio: false)
    else { return nil }
    return Chart(map: loaded.map, path: layout.path(entry.chartFile))
  }
}
