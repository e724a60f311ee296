import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// Two `beatmap import` processes into one library at once, over several rounds, while this
/// process reads the index as the game's song list does: both exit 0, every chart is in
/// the index once, and SQLite's integrity check passes.
@Suite("Library shared by processes", .serialized)
struct LibraryConcurrencyTests {
  static let rounds = 6
  static let sharedSongs = 24
  static let ownSongs = 8

  /// `count` songs of one chart file each (two charts), each with its own WAV.
  static func makeSongs(_ prefix: String, count: Int, in root: URL) throws {
    for index in 0..<count {
      let name = "\(prefix)\(index)"
      let folder = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let chart = LibraryFixtures.sm(
        title: name, music: "\(name).wav", bpms: "0=\(100 + index)", measures: 4 + index % 5)
      try Data(chart.utf8).write(to: folder.appendingPathComponent("\(name).sm"))
      try Data(LibraryFixtures.wav(seconds: 2 + index % 3))
        .write(to: folder.appendingPathComponent("\(name).wav"))
    }
  }

  @Test("two imports at once, several rounds: both succeed, each chart once, integrity ok")
  func twoImportsAtOnce() throws {
    guard FileManager.default.isExecutableFile(atPath: LibraryProcesses.binary) else {
      Issue.record("build starlight-sync first: \(LibraryProcesses.binary) is missing")
      return
    }
    try withTemporaryFolder { folder in
      let packs = folder.appendingPathComponent("packs")
      try Self.makeSongs("Shared", count: Self.sharedSongs, in: packs.appendingPathComponent("S"))
      try Self.makeSongs("OnlyA", count: Self.ownSongs, in: packs.appendingPathComponent("A"))
      try Self.makeSongs("OnlyB", count: Self.ownSongs, in: packs.appendingPathComponent("B"))
      let (shared, onlyA, onlyB) = ["S", "A", "B"].map { packs.appendingPathComponent($0).path }
        .splat()

      // What one process alone makes of all of it: the charts the two must end with.
      let reference = LibraryLayout(root: folder.appendingPathComponent("reference").path)
      try FileManager.default.createDirectory(
        atPath: reference.root, withIntermediateDirectories: true)
      let referenceStore = try LibraryStore.open(path: reference.indexPath).store
      _ = try LibraryImporter(layout: reference, index: referenceStore)
        .run(paths: [shared, onlyA, onlyB])
      let expected = try referenceStore.entries().map(\.chartHash).sorted()
      #expect(expected.count == 2 * (Self.sharedSongs + 2 * Self.ownSongs))

      for round in 1...Self.rounds {
        let home = folder.appendingPathComponent("round\(round)")
        let processes = LibraryProcesses(folder: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let first = try processes.start(["beatmap", "import", shared, onlyA], name: "a")
        let second = try processes.start(["beatmap", "import", onlyB, shared], name: "b")
        // Browsing meanwhile: the index, once there, is read as the song list reads it.
        let layout = LibraryLayout(dataDirectory: "\(processes.dataHome)/starlight-sync")
        var reads = 0
        while first.process.isRunning || second.process.isRunning {
          guard FileManager.default.fileExists(atPath: layout.indexPath),
            let store = try? LibraryStore.open(path: layout.indexPath).store
          else { continue }
          #expect(throws: Never.self) { _ = try store.entries() }
          reads += 1
        }
        let (a, b) = (first.finish(), second.finish())
        #expect(a.status == 0, "round \(round), first import: \(a.output)")
        #expect(b.status == 0, "round \(round), second import: \(b.output)")

        let store = try LibraryStore.open(path: layout.indexPath).store
        let charts = try store.entries().map(\.chartHash).sorted()
        #expect(charts == expected, "round \(round): each chart once (\(reads) reads meanwhile)")
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.entries().allSatisfy { $0.audioFile != nil })
        let songs =
          FileManager.default.enumerator(atPath: layout.songsPath)?
          .compactMap { $0 as? String } ?? []
        let left = songs.filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "round \(round): no temporary file left")
      }
    }
  }
}

extension Array {
  /// The first three elements as a tuple (the caller made exactly three).
  fileprivate func splat() -> (Element, Element, Element) { (self[0], self[1], self[2]) }
}
