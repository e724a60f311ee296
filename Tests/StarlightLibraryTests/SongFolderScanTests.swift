import Foundation
import StarlightCore
import Testing

@testable import StarlightLibrary

/// The song folders scan (issue 35) over a temporary tree: a Songs folder of packs is
/// imported pack by pack with progress, a rescan imports nothing again, a broken chart is a
/// grouped problem, and a folder that is not there is one line naming it.
@Suite("Song folder scan")
struct SongFolderScanTests {
  struct Tree {
    let songs: URL
    let layout: LibraryLayout
    let store: LibraryStore

    init(in folder: URL) throws {
      songs = folder.appendingPathComponent("Songs")
      // Two packs: the fixture pack (good, duplicate, broken, unplayable files) and a
      // second with one good song.
      try LibraryFixtures.makePack(in: songs.appendingPathComponent("Fixture Pack"))
      let second = songs.appendingPathComponent("Second Pack/Gamma")
      try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
      try Data(LibraryFixtures.sm(title: "Gamma", music: "gamma.wav").utf8)
        .write(to: second.appendingPathComponent("gamma.sm"))
      try Data(LibraryFixtures.wav(seconds: 20)).write(
        to: second.appendingPathComponent("gamma.wav"))
      layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      store = try LibraryStore.open(path: layout.indexPath).store
    }

    var scan: SongFolderScan {
      SongFolderScan(importer: LibraryImporter(layout: layout, index: store))
    }
  }

  final class Seen: @unchecked Sendable {
    let lock = NSLock()
    var progress: [SongScanProgress] = []
    func add(_ value: SongScanProgress) { lock.withLock { progress.append(value) } }
  }

  @Test("a Songs folder is imported pack by pack, with progress naming each pack")
  func firstScan() throws {
    try withTemporaryFolder { folder in
      let tree = try Tree(in: folder)
      let seen = Seen()
      var packs: [String] = []
      let report = tree.scan.run(
        folders: [tree.songs.path], progress: seen.add,
        packDone: { at, _ in packs.append(at.current) })
      #expect(packs == ["Fixture Pack", "Second Pack"])
      // Alpha (2), Beta (1), Lonely (2) and Gamma (2).
      #expect(report.importedCharts == 7)
      #expect(report.importedFiles == 4)
      #expect(report.unchangedFiles == 1, "the copy of alpha.sm")
      #expect(report.failure == nil)
      #expect(report.folderProblems.isEmpty)
      #expect(Set(seen.progress.map(\.current)).isSuperset(of: ["Fixture Pack", "Second Pack"]))
      let last = try #require(seen.progress.last)
      #expect(last.filesDone == last.filesTotal)
      #expect(last.filesTotal == 8, "7 chart files and the .osz")
      #expect(try tree.store.entries().count == 7)
      let packNames = Set(try tree.store.entries().compactMap(\.details.pack))
      #expect(packNames == ["Fixture Pack", "Second Pack"])
    }
  }

  @Test("a rescan of unchanged folders imports nothing again")
  func unchangedRescan() throws {
    try withTemporaryFolder { folder in
      let tree = try Tree(in: folder)
      _ = tree.scan.run(folders: [tree.songs.path])
      let again = tree.scan.run(folders: [tree.songs.path])
      #expect(again.importedCharts == 0)
      #expect(again.importedFiles == 0)
      // Alpha, its copy, Beta, Lonely and Gamma are all already in the library.
      #expect(again.unchangedFiles == 5)
      #expect(try tree.store.entries().count == 7)
      #expect(again.headline.hasPrefix("Imported 0 charts from 0 files (0 playable); 5 unchanged"))
    }
  }

  @Test("broken charts of one kind are one grouped line; skipped files keep their reason")
  func brokenChartsGrouped() throws {
    try withTemporaryFolder { folder in
      let tree = try Tree(in: folder)
      // Two more broken charts, the same fault on other lines.
      for name in ["Broken2", "Broken3"] {
        // Titled apart, so neither is a copy of another.
        let broken =
          "#TITLE:\(name);\n#MUSIC:b.wav;\n#BPMS:0=fast;\n#NOTES:dance-single::Easy:1::1000\n,,;"
        let song = tree.songs.appendingPathComponent("Second Pack/\(name)")
        try FileManager.default.createDirectory(at: song, withIntermediateDirectories: true)
        try Data(broken.utf8).write(to: song.appendingPathComponent("\(name.lowercased()).sm"))
      }
      let report = tree.scan.run(folders: [tree.songs.path])
      let bpms = report.failed.filter { $0.problem.contains("'fast' is not a number") }
      #expect(bpms.count == 1)
      #expect(bpms.first?.count == 3)
      #expect(bpms.first?.firstPath.hasSuffix("Broken/broken.sm") == true)
      #expect(report.failedCount == 4, "three broken charts and the damaged .osz")
      #expect(report.lines.contains { $0.hasPrefix("  3 files: ") && $0.contains("'fast'") })
      #expect(report.skipped.map(\.problem).contains { $0.hasPrefix("no chart this game plays") })
      #expect(report.importedCharts == 7, "the good charts are imported all the same")
    }
  }

  @Test("a copy of a chart in another pack is the file already imported, listed once")
  func copyInAnotherPack() throws {
    try withTemporaryFolder { folder in
      let tree = try Tree(in: folder)
      let copy = tree.songs.appendingPathComponent("Third Pack/Gamma Again")
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: tree.songs.appendingPathComponent("Second Pack/Gamma/gamma.sm"),
        to: copy.appendingPathComponent("gamma.sm"))
      let report = tree.scan.run(folders: [tree.songs.path])
      #expect(report.importedCharts == 7)
      #expect(report.unchangedFiles == 2, "the copies of alpha.sm and gamma.sm")
      #expect(try tree.store.entries().count == 7)
    }
  }

  @Test("a missing folder is one line naming it; the other folders are still scanned")
  func missingFolder() throws {
    try withTemporaryFolder { folder in
      let tree = try Tree(in: folder)
      let missing = folder.appendingPathComponent("Unplugged/Songs").path
      let report = tree.scan.run(folders: [missing, tree.songs.path])
      #expect(
        report.folderProblems == [
          "\(missing): no such folder; skipped (its charts stay in the library)"
        ])
      #expect(report.importedCharts == 7)
      #expect(report.lines.contains(report.folderProblems[0]))
    }
  }

  @Test("a folder that is itself a pack is imported whole, keeping its name as the pack")
  func folderThatIsAPack() throws {
    try withTemporaryFolder { folder in
      let tree = try Tree(in: folder)
      let pack = tree.songs.appendingPathComponent("Second Pack").path
      var packs: [String] = []
      let report = tree.scan.run(folders: [pack], packDone: { at, _ in packs.append(at.current) })
      #expect(packs == ["Second Pack"])
      #expect(report.importedCharts == 2)
      #expect(
        try tree.store.entries().compactMap(\.details.pack) == ["Second Pack", "Second Pack"])
    }
  }
}

/// Other games' Songs folders, looked for in an injected home directory.
@Suite("Song folder finder")
struct SongFolderFinderTests {
  @Test("StepMania's and osu!'s (Wine) Songs folders are found; answered ones are not offered")
  func foundAndOffered() throws {
    try withTemporaryFolder { home in
      for path in [
        ".stepmania-5.1/Songs", ".wine/drive_c/users/player/AppData/Local/osu!/Songs",
        ".local/share/osu/files",
      ] {
        try FileManager.default.createDirectory(
          at: home.appendingPathComponent(path), withIntermediateDirectories: true)
      }
      let finder = SongFolderFinder(home: home.path, user: "player")
      let stepMania = home.appendingPathComponent(".stepmania-5.1/Songs").path
      let osu = home.appendingPathComponent(".wine/drive_c/users/player/AppData/Local/osu!/Songs")
        .path
      #expect(
        finder.found() == [
          FoundSongFolder(game: "StepMania 5.1", path: stepMania),
          FoundSongFolder(game: "osu! (Wine)", path: osu),
        ])
      #expect(finder.offers(stored: [stepMania + "/"], declined: []).map(\.path) == [osu])
      #expect(finder.offers(stored: [], declined: [osu]).map(\.path) == [stepMania])
      #expect(finder.offers(stored: [stepMania], declined: [osu]).isEmpty)
      #expect(SongFolderFinder(home: home.path, user: "someone").found().count == 1)
    }
  }

  @Test("a typed ~ is the injected home")
  func tilde() {
    #expect(SongFolderFinder.normalized("~/Songs/", home: "/home/p") == "/home/p/Songs")
    #expect(SongFolderFinder.normalized("/a/b/../c") == "/a/c")
  }
}
