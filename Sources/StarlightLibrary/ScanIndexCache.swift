import StarlightCore
import Synchronization

/// The library's index as one scan sees it: its charts and imported files read once, then
/// kept up to date with what the scan inserts. A scan imports pack by pack, and each pack's
/// import asks for every chart of the library (to see what arrived beside a known file):
/// read from the database each time, that is the whole library decoded once per pack.
final class ScanIndexCache: LibraryIndex {
  private let index: any LibraryIndex
  private let cached = Mutex<(entries: [String: LibraryEntry], files: [String: String])?>(nil)

  init(_ index: any LibraryIndex) {
    self.index = index
  }

  private func loaded() throws -> (entries: [String: LibraryEntry], files: [String: String]) {
    if let cached = cached.withLock({ $0 }) { return cached }
    let entries = Dictionary(
      try index.entries().map { ($0.chartHash, $0) }, uniquingKeysWith: { _, later in later })
    let read = (entries: entries, files: try index.importedFiles())
    cached.withLock { $0 = read }
    return read
  }

  func entries() throws -> [LibraryEntry] { Array(try loaded().entries.values) }

  func importedFiles() throws -> [String: String] { try loaded().files }

  func insert(_ entries: [LibraryEntry]) throws {
    try index.insert(entries)
    _ = try loaded()
    cached.withLock { cache in
      for entry in entries {
        cache?.entries[entry.chartHash] = entry
        cache?.files[entry.fileHash] = entry.sourcePath
      }
    }
  }

  func recordBest(_ best: BestResult, forChart chartHash: String) throws -> Bool {
    try index.recordBest(best, forChart: chartHash)
  }
}
