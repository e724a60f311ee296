import Foundation
import StarlightCore
import StarlightLibrary
import Testing

@Suite("Library index rebuild")
struct LibraryRebuildTests {
  @Test("a corrupt index is set aside and rebuilt from the chart files to the same charts")
  func corruptIndexRebuilt() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let before = try library.store.entries().map(\.chartHash).sorted()
      let path = library.layout.indexPath
      // Closed first, as a library at rest is, and its WAL journal gone: else the journal
      // still holds pages (the first among them) that the garbage overwrites.
      try library.store.close()
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      // Garbage over the whole file: SQLite refuses it as "not a database".
      try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: path))
      let (store, wasReset) = try LibraryStore.open(path: path)
      #expect(wasReset)
      #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
      #expect(try store.entries().isEmpty)
      let count = try LibraryRebuild.run(layout: library.layout, index: store)
      #expect(count == before.count)
      let rebuilt = try store.entries()
      #expect(rebuilt.map(\.chartHash).sorted() == before)
      let alpha = try #require(rebuilt.first { $0.title == "Alpha" })
      #expect(alpha.sourcePath == library.path("Alpha/alpha.sm"))
      #expect(alpha.audioFile == "songs/\(alpha.fileHash)/alpha.wav")
      #expect(rebuilt.filter { $0.title == "Lonely" }.allSatisfy { $0.isAudioMissing })
      // Rebuilt, the index knows the files again: a new import skips them all.
      let again = try LibraryImporter(layout: library.layout, index: store).run(paths: [
        library.pack.path
      ])
      #expect(again.chartCount == 0)
    }
  }

  @Test("a healthy index opens as it is")
  func healthyIndex() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let (store, wasReset) = try LibraryStore.open(path: library.layout.indexPath)
      #expect(!wasReset)
      #expect(try store.entries().count == 5)
    }
  }
}
