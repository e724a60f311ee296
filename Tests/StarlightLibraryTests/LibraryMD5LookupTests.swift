import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// osu! and Quaver replays name their chart by MD5: the library finds a chart by the MD5 of
/// its file as stored and as osu! distributes it (CRLF line endings).
@Suite("Library chart by MD5")
struct LibraryMD5LookupTests {
  @Test("A library chart is found by its MD5, stored or with CRLF endings; an unknown one is not")
  func lookup() throws {
    try withTemporaryFolder { folder in
      let pack = folder.appendingPathComponent("Songs")
      try LibraryFixtures.makePack(in: pack)
      let layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let store = try LibraryStore.open(path: layout.indexPath).store
      _ = try LibraryImporter(layout: layout, index: store).run(paths: [pack.path])
      let osu = try #require(try store.entries().first { $0.chartFile.hasSuffix(".osu") })
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: layout.path(osu.chartFile))))
      let hashes = MD5Text.chartHashes(of: bytes)
      for hash in hashes {
        #expect(try LibraryMD5Lookup.entry(md5: hash, store: store, layout: layout) == osu)
      }
      #expect(hashes.count == (bytes.contains(0x0D) ? 1 : 2))
      #expect(
        try LibraryMD5Lookup.entry(
          md5: String(repeating: "0", count: 32), store: store, layout: layout) == nil)
    }
  }
}
