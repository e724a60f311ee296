import Foundation
import StarlightCore

/// Finds a library chart by the MD5 osu! and Quaver key charts by (a replay records it).
/// The index keys charts by SHA-256; MD5s are worked out from the library's copies of the
/// chart files the first time they are asked for (as stored, and with CRLF line endings, as
/// osu! distributes `.osu` files) and kept in the index's `md5` table.
public enum LibraryMD5Lookup {
  public static func entry(md5: String, store: LibraryStore, layout: LibraryLayout) throws
    -> LibraryEntry?
  {
    if let found = try find(md5, store: store) { return found }
    let known = try store.filesWithMD5()
    var pairs: [(md5: String, fileHash: String)] = []
    var seen = Set<String>()
    for entry in try store.entries() where !known.contains(entry.fileHash) {
      guard seen.insert(entry.fileHash).inserted,
        case .success(let bytes) = BoundedFileReader.read(
          path: layout.path(entry.chartFile), limit: BeatMapLimits.maxFileBytes)
      else { continue }
      pairs += MD5Text.chartHashes(of: bytes).map { ($0, entry.fileHash) }
    }
    if !pairs.isEmpty { try store.recordMD5s(pairs) }
    return try find(md5, store: store)
  }

  private static func find(_ md5: String, store: LibraryStore) throws -> LibraryEntry? {
    guard let fileHash = try store.fileHash(forMD5: md5) else { return nil }
    return try store.entries().first { $0.fileHash == fileHash }
  }
}
