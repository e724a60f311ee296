import Foundation
import StarlightCore
import StarlightLibrary
import StarlightSupport
import Testing

/// The library opened read-only, its leftovers removed by the next user, and the leftovers
/// beside a command's `--out` removed by the next run.
@Suite("Library durability")
struct LibraryDurabilityTests {
  /// The index file at rest: closed, its WAL journal folded in and gone.
  static func closed(_ library: LibraryImportTests.Library) throws -> [UInt8] {
    try library.store.close()
    let path = library.layout.indexPath
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test("a library opened read-only lists and loads its charts; a best is refused with why")
  func readOnly() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let before = try library.store.entries()
      let bytes = try Self.closed(library)

      let store = try LibraryStore.open(
        path: library.layout.indexPath, access: .readOnly(reason: "the disk is full")
      ).store
      #expect(store.readOnlyReason == "the disk is full")
      let entries = try store.entries()
      #expect(entries.map(\.chartHash).sorted() == before.map(\.chartHash).sorted())
      let alpha = try #require(entries.first { $0.title == "Alpha" && $0.chartName == "Hard" })
      let loaded = try LibraryChartLoader.load(alpha, layout: library.layout).get()
      #expect(loaded.map.notes.count == alpha.noteCount)
      #expect {
        try store.recordBest(BestResult(score: 1, headline: "1 %"), forChart: alpha.chartHash)
      } throws: { error in
        ErrorText.reason(error) == "the library is read-only (the disk is full)"
      }
      try store.close()
      // Nothing was written: not even the schema version.
      let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: library.layout.indexPath)))
      #expect(after == bytes)
    }
  }

  @Test("a shared-memory file a full disk left short: the index is still read, read-only")
  func shortSharedMemory() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let count = try library.store.entries().count
      _ = try Self.closed(library)
      let path = library.layout.indexPath
      // What a full disk leaves: the journal made empty, the shared memory cut at 3 bytes.
      try Data().write(to: URL(fileURLWithPath: path + "-wal"))
      try Data([0, 0, 0]).write(to: URL(fileURLWithPath: path + "-shm"))
      let store = try LibraryStore.open(path: path, access: .readOnly(reason: "the disk is full"))
        .store
      #expect(try store.entries().count == count)
      #expect(try store.integrityCheck() == ["ok"])
    }
  }

  @Test("opening a current index writes nothing to it (no schema version written on open)")
  func openWritesNothing() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      // The first store is open, its WAL journal there (GRDB writes one transaction when it
      // makes the journal file, which readers need): a second opening must add nothing.
      let path = library.layout.indexPath
      func journal() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "-wal")))
      }
      let (index, wal) = (try Data(contentsOf: URL(fileURLWithPath: path)), try journal())
      let second = try LibraryStore.open(path: path).store
      #expect(second.readOnlyReason == nil)
      #expect(try second.entries().count == (try library.store.entries().count))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == index)
      #expect(try journal() == wal, "nothing written to the journal either")
    }
  }

  @Test("an index that cannot be written by this process opens read-only with the reason")
  func unwritableFolderOpensReadOnly() throws {
    // Permission bits do not stop root, so this runs as another user where it can.
    guard getuid() != 0 else {
      try withTemporaryFolder { folder in
        let library = try LibraryImportTests.Library(in: folder)
        _ = try library.run()
        _ = try Self.closed(library)
        // As root the mode stops nothing; the reason the check gives is what is tested here.
        #expect(try LibraryStore.open(path: library.layout.indexPath).store.readOnlyReason == nil)
      }
      return
    }
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let count = try library.store.entries().count
      _ = try Self.closed(library)
      chmod(library.layout.root, 0o555)
      defer { chmod(library.layout.root, 0o755) }
      let store = try LibraryStore.open(path: library.layout.indexPath).store
      #expect(store.readOnlyReason == "its folder cannot be written: permission denied")
      #expect(try store.entries().count == count)
    }
  }

  @Test("temporary files a killed import left in the library are removed by the next user")
  func leftoversRemoved() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let layout = library.layout
      let song = try #require(try library.store.entries().first { $0.title == "Alpha" })
      let songFolder = layout.path(layout.songFolder(fileHash: song.fileHash))
      // A whole chart copy and a half-copied audio file, as a kill leaves them, and one in
      // a sub-folder (audio keeps the chart's relative path).
      let planted = [
        "\(songFolder)/alpha.sm.tmp-Ab12Cd", "\(songFolder)/alpha.wav.tmp-Zz9Yy8",
        "\(songFolder)/audio/deep.ogg.tmp-QwErTy",
      ]
      for path in planted { try AtomicFile.write([1, 2, 3], to: path) }
      let kept = "\(songFolder)/notes.tmp-1"
      try AtomicFile.write([1], to: kept)

      var first: LibraryUse? = LibraryUse(layout: layout)
      #expect(Set(first?.removed ?? []) == Set(planted))
      #expect(planted.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
      #expect(FileManager.default.fileExists(atPath: kept), "not of the temporary pattern")

      // While a user holds the library, a temporary file may be its write in progress: a
      // second user removes nothing; once all are gone, the next one does.
      let inProgress = "\(songFolder)/beta.osu.tmp-InProg"
      try AtomicFile.write([4], to: inProgress)
      var second: LibraryUse? = LibraryUse(layout: layout)
      #expect(second?.removed.isEmpty == true)
      #expect(FileManager.default.fileExists(atPath: inProgress))
      first = nil
      second = nil
      #expect(LibraryUse(layout: layout).removed == [inProgress])
    }
  }

  @Test("a temporary file beside a command's --out is removed by the next run")
  func outLeftoversRemoved() throws {
    guard FileManager.default.isExecutableFile(atPath: LibraryProcesses.binary) else {
      Issue.record("build starlight-sync first: \(LibraryProcesses.binary) is missing")
      return
    }
    try withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("out.json").path
      let leftover = "\(out).tmp-K1ll3d"
      let other = folder.appendingPathComponent("other.json.tmp-Abcdef").path
      for path in [leftover, other] { try AtomicFile.write([1], to: path) }
      let run = try LibraryProcesses(folder: folder).start(
        ["autoplay", "--chapter", "1", "--out", out], name: "autoplay")
      let result = run.finish()
      #expect(result.status == 0, "\(result.output)")
      #expect(FileManager.default.fileExists(atPath: out))
      #expect(!FileManager.default.fileExists(atPath: leftover))
      #expect(FileManager.default.fileExists(atPath: other), "another file's is left alone")
    }
  }
}
