import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// Free Play and the song folders on the real host with scripted keys: a dropped file's
/// import ending refreshes the list at once; F8 opens the Song folders screen on a found
/// folder, Enter adds it (nothing is added before) and scans it on the scanner's thread,
/// the summary shows when the scan ends, and the list then holds the scan's charts.
@Suite(.serialized, .sdlExclusive) struct FreePlaySongFoldersTests {
  /// The library's charts, changed by the test as an import would.
  final class Shelf: @unchecked Sendable {
    var entries = [
      FreePlaySceneTests.entry("Alpha", lanes: 4, audio: "songs/Alpha/a.ogg"),
      FreePlaySceneTests.entry("Beta", lanes: 7, audio: "songs/Beta/b.ogg"),
    ]
    var imports = 0
    var folders: [String] = []
    var declined: [String] = []
  }

  static func library(_ shelf: Shelf) -> FreePlayLibrary {
    var library = FreePlaySceneTests.library(FreePlaySceneTests.Bests())
    library.entries = { shelf.entries }
    library.changes = { shelf.imports }
    return library
  }

  @Test("the list shows a dropped file's charts as soon as its import ends, the search kept")
  func refreshAfterDrop() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(2), renderRate: 30))
    let shelf = Shelf()
    let scene = FreePlayScene(
      library: Self.library(shelf), setup: FreePlaySceneTests.setup(),
      interpreter: fixture.host.interpreter, now: start)
    var before: Int?
    var after: Int?
    fixture.events.schedule(.text(.insert("a")), at: start + .milliseconds(200))
    fixture.events.schedule(at: start + .milliseconds(400)) {
      before = scene.list.totalCount
      shelf.entries.append(FreePlaySceneTests.entry("Gamma", lanes: 4, audio: "songs/G/g.ogg"))
      shelf.imports += 1
      return nil
    }
    fixture.events.schedule(at: start + .milliseconds(600)) {
      after = scene.list.totalCount
      return nil
    }
    fixture.host.run(scene)
    #expect(before == 2)
    #expect(after == 3)
    #expect(scene.list.query == "a")
    #expect(scene.list.visible.map(\.title).contains("Gamma"))
  }

  @Test("a folder dropped while the Song folders screen is up is added and scanned, not imported")
  func droppedFolderAdded() throws {
    let dropped = FileManager.default.temporaryDirectory
      .appendingPathComponent("dropped-songs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dropped, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dropped) }
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(2), renderRate: 30))
    let shelf = Shelf()
    let scanned = Mutex<[[String]]>([])
    let scanner = SongScanner(scan: { folders, _ in
      scanned.withLock { $0.append(folders) }
      return SongScanReport()
    })
    var library = Self.library(shelf)
    library.songFolders = SongFolders(
      stored: { shelf.folders }, offers: { [] },
      add: { path in
        shelf.folders.append(path)
        return nil
      }, remove: { _ in }, decline: { _ in }, scanner: scanner)
    let imports = DroppedFileImports { _ in "imported" }
    fixture.host.droppedFiles = imports
    let scene = FreePlayScene(
      library: library, setup: FreePlaySceneTests.setup(), interpreter: fixture.host.interpreter,
      now: start)
    fixture.events.schedule(.text(.songFolders), at: start + .milliseconds(200))
    fixture.events.schedule(.droppedFile(dropped.path), at: start + .milliseconds(400))
    fixture.host.run(scene)
    scanner.waitUntilIdle()
    imports.waitUntilIdle()
    #expect(shelf.folders == [dropped.path])
    #expect(scanned.withLock { $0 } == [[dropped.path]])
    #expect(imports.endedCount == 0, "not imported as a drop")
    #expect(scene.songFolders.message?.text == "Added \(dropped.path); scanning it now.")
  }

  @Test("F8: a found folder is offered, added on Enter, scanned; the summary, then the new charts")
  func addFoundFolderAndScan() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(3), renderRate: 30))
    let shelf = Shelf()
    let found = FoundSongFolder(game: "StepMania 5.1", path: "/home/p/.stepmania-5.1/Songs")
    let scanned = Mutex<[[String]]>([])
    let scanner = SongScanner(scan: { folders, progress in
      scanned.withLock { $0.append(folders) }
      // The charts are in the library before the scan ends, as the real scan's are.
      shelf.entries.append(FreePlaySceneTests.entry("Gamma", lanes: 4, audio: "songs/G/g.ogg"))
      progress(
        SongScanProgress(filesDone: 1, filesTotal: 2, packsDone: 0, packCount: 1, current: "Pack"))
      var report = SongScanReport()
      report.importedCharts = 1
      report.importedFiles = 1
      report.failed = SongScanReport.grouped([("/x/broken.sm", "line 3: 'fast' is not a number")])
      return report
    })
    var library = Self.library(shelf)
    library.songFolders = SongFolders(
      stored: { shelf.folders },
      offers: { shelf.folders.contains(found.path) ? [] : [found] },
      add: { path in
        shelf.folders.append(path)
        return nil
      }, remove: { path in shelf.folders.removeAll { $0 == path } },
      decline: { shelf.declined.append($0) }, scanner: scanner)
    library.changes = { shelf.imports + scanner.completedCount }
    let scene = FreePlayScene(
      library: library, setup: FreePlaySceneTests.setup(), interpreter: fixture.host.interpreter,
      now: start)
    var offeredFirst: String?
    var foldersBeforeEnter: [String]?
    var summary: SongScanReport?
    var count: Int?
    var time = start
    func at(_ milliseconds: Int64, _ body: @escaping () -> PlatformEvent?) {
      time = start + .milliseconds(milliseconds)
      fixture.events.schedule(at: time, body)
    }
    at(200) {
      offeredFirst = scene.message?.text.first
      return .text(.songFolders)
    }
    at(400) {
      foldersBeforeEnter = shelf.folders
      return .menu(.confirm)
    }
    at(600) {
      // The scan's thread ends (no clock waited on).
      scanner.waitUntilIdle()
      return nil
    }
    at(800) {
      summary = scene.songFolders.summary
      count = scene.list.totalCount
      return .menu(.confirm)
    }
    at(1_000) { .menu(.back) }
    fixture.host.run(scene)
    #expect(
      offeredFirst == "Found StepMania 5.1's Songs at \(found.path): F8 to add it (or say no).")
    #expect(foldersBeforeEnter == [], "nothing is added before the player says so")
    #expect(shelf.folders == [found.path])
    #expect(scanned.withLock { $0 } == [[found.path]])
    #expect(summary?.importedCharts == 1)
    #expect(summary?.lines.contains("  /x/broken.sm: line 3: 'fast' is not a number") == true)
    #expect(count == 3)
    #expect(scene.songFolders.summary == nil)
    #expect(scene.songFolders.screen == nil, "Esc left the screen")
  }
}
