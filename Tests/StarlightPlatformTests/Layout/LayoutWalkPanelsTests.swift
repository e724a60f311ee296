import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// Issue 35 item 7 on Free Play's panels: a chart's replay list (many replays under several
/// judges and mods, a damaged file, the delete question, the export line) and the Song
/// folders screen (a long found path, a scan's progress, a summary with long problems),
/// walked on the real host; no text over text.
@Suite(.serialized, .sdlExclusive) struct LayoutWalkPanelsTests {
  static let start = LayoutWalk.start

  @Test("a chart's replay list, its delete question and export: no text over text")
  func replayList() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let alpha = HostFixture.beatMap(title: "Alpha", notes: 8, laneCount: 4)
    let judges: [JudgeChoice] = [.starlight, JudgeChoice(.itg), JudgeChoice(.osuStable)]
    for index in 0..<12 {
      try SavedReplays.save(
        on: alpha, in: folder, minutes: Double(index), judge: judges[index % judges.count],
        rate: [100, 150, 85][index % 3], mods: PlayMods(mirror: index % 2 == 0))
    }
    try Data("not a replay".utf8).write(
      to: URL(fileURLWithPath: "\(folder)/20261128-010203-004-ch4-alpha-cleared.json"))
    let walk = try LayoutWalk(seconds: 12)
    var library = FreePlaySceneTests.library(FreePlaySceneTests.Bests())
    library.replays = ReplayShelf(directory: folder, exportDirectory: "\(folder)/Exports")
    let scene = FreePlayScene(
      library: library, setup: FreePlaySceneTests.setup(),
      interpreter: walk.fixture.host.interpreter, now: Self.start)
    var at = walk.walk("replay list", [.text(.replays(.toggle))], at: Self.start)
    at = walk.walk("every replay", [PlatformEvent](repeating: .menu(.down), count: 14), at: at)
    at = walk.walk("delete question", [.text(.replays(.delete))], at: at)
    var seen: (listed: Int, asked: Bool) = (0, false)
    walk.fixture.events.schedule(at: at) {
      seen = (scene.replays.list?.replays.count ?? 0, scene.replays.list?.confirmingDelete != nil)
      return nil
    }
    at = walk.walk("kept", [.menu(.back), .menu(.up)], at: at)
    walk.walk("exported", [.text(.replays(.export)), .menu(.up)], at: at)
    walk.fixture.host.run(scene)
    #expect(seen.listed == 13, "twelve replays and the damaged file were listed")
    #expect(seen.asked)
    #expect(walk.log.frames > 20)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }

  @Test("the Song folders screen, a scan's progress and its summary: no text over text")
  func songFolders() throws {
    let walk = try LayoutWalk(seconds: 22)
    let release = DispatchSemaphore(value: 0)
    let posted = DispatchSemaphore(value: 0)
    let longPath =
      "/home/a-player-with-a-long-name/.wine/drive_c/users/a-player-with-a-long-name/AppData/Local/osu!/Songs"
    let scanner = SongScanner(scan: { _, progress in
      progress(
        SongScanProgress(
          filesDone: 403, filesTotal: 483, packsDone: 12, packCount: 14,
          current: "A Community Pack Whose Name Goes On And On Vol. 12 (Extended Festival Edition)")
      )
      posted.signal()
      release.wait()
      var report = SongScanReport()
      report.importedCharts = 1_204
      report.importedFiles = 480
      report.failed = SongScanReport.grouped(
        (0..<5).map {
          ("\(longPath)/Pack \($0)/broken.sm", "line \($0): '#BPMS' entry 'fast' is not a number")
        })
      report.folderProblems = [
        "\(longPath)/More: no such folder; skipped (its charts stay in the library)"
      ]
      return report
    })
    let folders = Mutex<[String]>(["/home/p/Songs", longPath])
    var library = FreePlaySceneTests.library(FreePlaySceneTests.Bests())
    library.songFolders = SongFolders(
      stored: { folders.withLock { $0 } },
      offers: { [FoundSongFolder(game: "StepMania 5.1", path: "\(longPath)/StepMania 5.1/Songs")] },
      add: { path in
        folders.withLock { $0.append(path) }
        return nil
      }, remove: { path in folders.withLock { $0.removeAll { $0 == path } } },
      decline: { _ in }, scanner: scanner)
    let scene = FreePlayScene(
      library: library, setup: FreePlaySceneTests.setup(),
      interpreter: walk.fixture.host.interpreter, now: Self.start)
    var at = walk.walk("song folders", [.text(.songFolders)], at: Self.start)
    at = walk.walk("its rows", [PlatformEvent](repeating: .menu(.down), count: 5), at: at)
    at = walk.walk("a typed path", longPath.prefix(60).map { .text(.insert(String($0))) }, at: at)
    at = walk.walk("scanning", [.menu(.confirm)], at: at)
    walk.fixture.events.schedule(at: at + .milliseconds(600)) {
      release.signal()
      scanner.waitUntilIdle()
      return nil
    }
    var scanning = false
    // The scan's thread has posted its progress before the frames that follow are drawn.
    walk.fixture.events.schedule(at: at + .milliseconds(100)) {
      posted.wait()
      scanning = library.songFolders?.scanner.progress != nil
      return nil
    }
    walk.wait("the summary", .milliseconds(900), at: at)
    walk.fixture.host.run(scene)
    #expect(scanning, "the scan's progress was drawn")
    #expect(scene.songFolders.summary != nil, "the summary is up")
    release.signal()
    scanner.waitUntilIdle()
    #expect(walk.log.frames > 20)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }
}
