import Foundation
import GRDB
import StarlightSupport
import Testing

@testable import StarlightLibrary

/// Every way the library index can fail reaches the player as one readable line: SQLite's
/// reason in plain words, the file once, never GRDB's dump with the statement in it.
@Suite("Library error text")
struct LibraryErrorTextTests {
  static func isReadable(_ line: String, path: String) -> Bool {
    !line.contains("Error Domain=") && !line.contains("\n") && !line.contains("while executing")
      && !line.contains("SQLite error") && line.components(separatedBy: path).count == 2
  }

  @Test(
    "each SQLite failure kind is said in words",
    arguments: [
      (
        ResultCode.SQLITE_BUSY,
        "another program kept the library locked for too long (database is locked)"
      ),
      (.SQLITE_FULL, "the disk is full"),
      (.SQLITE_READONLY, "it cannot be written (attempt to write a readonly database)"),
      (.SQLITE_PERM, "permission denied"),
      (.SQLITE_CORRUPT, "the index is damaged"),
      (.SQLITE_IOERR, "disk I/O error"),
    ])
  func sqliteKinds(code: ResultCode, words: String) {
    let error = DatabaseError(
      resultCode: code, message: code == .SQLITE_IOERR ? "disk I/O error" : nil,
      sql: "SELECT fileHash, sourcePath FROM file")
    let path = "/home/p/.local/share/starlight-sync/library/index.sqlite"
    let line = ErrorText.sentence(
      "cannot write the library index", path, LibraryStoreError.from(error))
    #expect(line == "cannot write the library index \(path): \(words)")
    #expect(Self.isReadable(line, path: path))
  }

  @Test("an index that cannot be opened at all (a folder in its place) is said in words")
  func throughTheStore() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("index.sqlite").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      var failure: (any Error)?
      do { _ = try LibraryStore.open(path: path) } catch { failure = error }
      let line = ErrorText.sentence("cannot open the library index", path, try #require(failure))
      #expect(line == "cannot open the library index \(path): it is a folder, not a file")
      #expect(Self.isReadable(line, path: path))
    }
  }
}
