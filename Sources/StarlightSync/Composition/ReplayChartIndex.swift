import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform

/// Finds and loads the chart of each replay once per run: our replays by the SHA-256 they
/// record (the shipped maps, then the library), imported ones by their game's MD5 (the
/// chart files beside the replay, then the library). Charts load for judging, so a missing
/// audio file is no problem. Replays are read on every core at once: one lock guards the
/// index's state (a chart loads once, whoever asks first; the others wait for it).
final class ReplayChartIndex: @unchecked Sendable {
  private let lock = NSLock()
  struct Chart: Sendable {
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
  /// Chart files (`.osu`, `.qua`) of the folders searched so far, by MD5.
  private var nearby: [String: String] = [:]
  private var searchedFolders: Set<String> = []
  static let chartExtensions: Set<String> = ["osu", "qua"]

  init(paths: GamePaths) {
    self.paths = paths
  }

  /// The chart our replay names by its hash.
  func chart(sha256: String) -> Chart? {
    lock.withLock { unlockedChart(sha256: sha256) }
  }

  /// The chart osu! or Quaver knows by `md5`: a chart file in the folder of `replayPath`
  /// (replays are shared beside their charts), else the library's.
  func chart(md5: String, near replayPath: String? = nil) -> Chart? {
    lock.withLock { unlockedChart(md5: md5, near: replayPath) }
  }

  private func unlockedChart(sha256: String) -> Chart? {
    if let found = shipped[sha256] ?? bySHA[sha256] { return found }
    guard let store, let entry = try? store.entries().first(where: { $0.chartHash == sha256 }),
      let chart = load(entry)
    else { return nil }
    bySHA[sha256] = chart
    return chart
  }

  private func unlockedChart(md5: String, near replayPath: String?) -> Chart? {
    if let found = byMD5[md5] { return found }
    if let replayPath {
      search((replayPath as NSString).deletingLastPathComponent)
      if let path = nearby[md5], let map = try? BeatMapLoader.loadForJudging(path: path) {
        let chart = Chart(map: map, path: path)
        byMD5[md5] = chart
        return chart
      }
    }
    guard let store,
      let entry = try? LibraryMD5Lookup.entry(md5: md5, store: store, layout: layout),
      let chart = load(entry)
    else { return nil }
    byMD5[md5] = chart
    return chart
  }

  private func search(_ folder: String) {
    let folder = folder.isEmpty ? "." : folder
    guard searchedFolders.insert(folder).inserted else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names
    where Self.chartExtensions.contains((name as NSString).pathExtension.lowercased()) {
      let path = (folder as NSString).appendingPathComponent(name)
      guard
        case .success(let bytes) = BoundedFileReader.read(
          path: path, limit: BeatMapLimits.maxFileBytes)
      else { continue }
      for md5 in MD5Text.chartHashes(of: bytes) where nearby[md5] == nil { nearby[md5] = path }
    }
  }

  private func load(_ entry: LibraryEntry) -> Chart? {
    guard
      case .success(let loaded) = LibraryChartLoader.load(entry, layout: layout, needsAudio: false)
    else { return nil }
    return Chart(map: loaded.map, path: layout.path(entry.chartFile))
  }
}
