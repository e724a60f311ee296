import Foundation
import StarlightCore
import StarlightLibrary
import StarlightPlatform
import Synchronization

/// Finds and loads the chart of each replay once per run: our replays by the SHA-256 they
/// record (the shipped maps, then the library), imported ones by their game's MD5 (the
/// chart files beside the replay, then the library). Charts load for judging, so a missing
/// audio file is no problem. Replays are read on every core at once: all the index's state
/// sits behind one mutex (a chart loads once, whoever asks first; the others wait for it).
final class ReplayChartIndex: Sendable {
  struct Chart: Sendable {
    let map: BeatMap
    let path: String
  }

  /// What the index has found so far; the shipped maps and the library are opened on first
  /// need, so a run that needs neither never reads them.
  private struct Found {
    var opened = false
    var store: LibraryStore?
    var shipped: [String: Chart]?
    var bySHA: [String: Chart] = [:]
    var byMD5: [String: Chart] = [:]
    /// Chart files (`.osu`, `.qua`) of the folders searched so far, by MD5.
    var nearby: [String: String] = [:]
    var searchedFolders: Set<String> = []
  }

  static let chartExtensions: Set<String> = ["osu", "qua"]
  private let paths: GamePaths
  private let layout: LibraryLayout
  private let state = Mutex(Found())

  /// - Parameter dataDirectory: where the library lives (the user's data directory).
  init(paths: GamePaths, dataDirectory: String = UserDirectories().data) {
    self.paths = paths
    layout = LibraryLayout(dataDirectory: dataDirectory)
  }

  /// The chart our replay names by its hash.
  func chart(sha256: String) -> Chart? {
    state.withLock { found in
      if let chart = shipped(&found)[sha256] ?? found.bySHA[sha256] { return chart }
      guard let store = store(&found),
        let entry = try? store.entries().first(where: { $0.chartHash == sha256 }),
        let chart = load(entry)
      else { return nil }
      found.bySHA[sha256] = chart
      return chart
    }
  }

  /// The chart osu! or Quaver knows by `md5`: a chart file in the folder of `replayPath`
  /// (replays are shared beside their charts), else the library's.
  func chart(md5: String, near replayPath: String? = nil) -> Chart? {
    state.withLock { found in
      if let chart = found.byMD5[md5] { return chart }
      if let replayPath {
        search((replayPath as NSString).deletingLastPathComponent, &found)
        if let path = found.nearby[md5], let map = try? BeatMapLoader.loadForJudging(path: path) {
          let chart = Chart(map: map, path: path)
          found.byMD5[md5] = chart
          return chart
        }
      }
      guard let store = store(&found),
        let entry = try? LibraryMD5Lookup.entry(md5: md5, store: store, layout: layout),
        let chart = load(entry)
      else { return nil }
      found.byMD5[md5] = chart
      return chart
    }
  }

  private func store(_ found: inout Found) -> LibraryStore? {
    if !found.opened {
      found.opened = true
      if FileManager.default.fileExists(atPath: layout.indexPath) {
        found.store = try? LibraryStore.open(path: layout.indexPath).store
      }
    }
    return found.store
  }

  private func shipped(_ found: inout Found) -> [String: Chart] {
    if let shipped = found.shipped { return shipped }
    var byHash: [String: Chart] = [:]
    for path in paths.shippedMaps {
      if let map = try? BeatMapLoader.loadForJudging(path: path) {
        byHash[map.contentHash] = Chart(map: map, path: path)
      }
    }
    found.shipped = byHash
    return byHash
  }

  private func search(_ folder: String, _ found: inout Found) {
    let folder = folder.isEmpty ? "." : folder
    guard found.searchedFolders.insert(folder).inserted else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names
    where Self.chartExtensions.contains((name as NSString).pathExtension.lowercased()) {
      let path = (folder as NSString).appendingPathComponent(name)
      guard
        case .success(let bytes) = BoundedFileReader.read(
          path: path, limit: BeatMapLimits.maxFileBytes)
      else { continue }
      for md5 in MD5Text.chartHashes(of: bytes) where found.nearby[md5] == nil {
        found.nearby[md5] = path
      }
    }
  }

  private func load(_ entry: LibraryEntry) -> Chart? {
    guard
      case .success(let loaded) = LibraryChartLoader.load(entry, layout: layout, needsAudio: false)
    else { return nil }
    return Chart(map: loaded.map, path: layout.path(entry.chartFile))
  }
}
