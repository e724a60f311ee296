import Foundation
import StarlightSupport
import Testing

@Suite("AtomicFile")
struct AtomicFileTests {
  /// A fresh folder for one test, removed by the caller.
  static func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("atomic-file-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  static func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  static func files(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test("a write replaces the file, creates its folder, leaves nothing beside it, mode 0644")
  func writes() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/sub/data.json"
    try AtomicFile.write(Array("old".utf8), to: path)
    try AtomicFile.write(Array("new".utf8), to: path)
    #expect(Self.contents(path) == Array("new".utf8))
    #expect(Self.files("\(folder)/sub") == ["data.json"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
  }

  @Test(
    "interrupted between temporary file and rename: the old file is intact; next start removes the leftover"
  )
  func interruptedWrite() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/settings.json"
    try AtomicFile.write(Array("old".utf8), to: path)
    // The process dies here: the temporary file is written, the rename never happens.
    let leftover = try AtomicFile.writeTemporary(Array("new".utf8), for: path)
    #expect(leftover.hasPrefix("\(path).tmp-"))
    #expect(Self.contents(path) == Array("old".utf8))
    #expect(Self.files(folder).count == 2)

    // Files of other names, and the old pattern's leftovers, are told apart.
    for other in ["progress.json.tmp-ABCDEF", "settings.json.corrupt", "notes.tmp-1"] {
      try AtomicFile.write([1], to: "\(folder)/\(other)")
    }
    FileManager.default.createFile(atPath: "\(folder)/.settings.json.4242.tmp", contents: nil)
    let removed = AtomicFile.removeLeftovers(of: path)
    #expect(Set(removed) == [leftover, "\(folder)/.settings.json.4242.tmp"])
    #expect(Self.contents(path) == Array("old".utf8))
    #expect(
      Self.files(folder) == [
        "notes.tmp-1", "progress.json.tmp-ABCDEF", "settings.json", "settings.json.corrupt",
      ])

    #expect(AtomicFile.removeLeftovers(in: folder) == ["\(folder)/progress.json.tmp-ABCDEF"])
  }

  @Test("a write that cannot happen names the file and the reason, and leaves nothing")
  func failure() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A regular file where the folder should be: refused even for root.
    try AtomicFile.write([0], to: "\(folder)/blocker")
    let path = "\(folder)/blocker/replays/one.json"
    #expect {
      try AtomicFile.write([1, 2, 3], to: path)
    } throws: { error in
      (error as? AtomicFileError)?.path == path
        && "\(error)".contains(path) && !"\(error)".isEmpty
    }
    #expect(Self.files(folder) == ["blocker"])
  }
}
