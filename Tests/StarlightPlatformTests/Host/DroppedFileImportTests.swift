import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// A file dropped on the window (SDL_DROPFILE) is imported into the chart library off the
/// window's thread: the host says it started at once and says how it went when it ends.
@Suite(.serialized, .sdlExclusive) struct DroppedFileImportTests {
  @Test("a dropped archive: 'Importing' at once, the importer given its path, its line after")
  func droppedArchive() throws {
    let fixture = try HostFixture(
      start: .seconds(100), options: PlayOptions(quitAfter: .seconds(2), renderRate: 60))
    let asked = Mutex<[String]>([])
    // The import ends only when the test lets it, after the run: the host's frames went on
    // meanwhile, and its line cannot have been taken yet.
    let release = DispatchSemaphore(value: 0)
    let imports = DroppedFileImports { path in
      asked.withLock { $0.append(path) }
      release.wait()
      return "set.osz: imported 4 charts from 4 files, 4 playable"
    }
    fixture.host.droppedFiles = imports
    fixture.events.schedule(.droppedFile("/home/p/Downloads/set.osz"), at: .seconds(101))
    _ = try fixture.runFirewallBot(on: HostFixture.beatMap(title: "Drop", notes: 3, laneCount: 2))
    #expect(
      fixture.host.notices.lines(at: .seconds(101)).contains(
        "Importing set.osz into the chart library..."))
    #expect(imports.takeFinished().isEmpty)
    release.signal()
    imports.waitUntilIdle()
    #expect(asked.withLock { $0 } == ["/home/p/Downloads/set.osz"])
    #expect(imports.takeFinished() == ["set.osz: imported 4 charts from 4 files, 4 playable"])
    #expect(imports.takeFinished().isEmpty)
  }

  @Test("a window without a library says the drop imported nothing")
  func noLibrary() {
    #expect(
      SceneHost.dropNotice("/tmp/x/song.sm", importing: nil)
        == "song.sm was not imported: this window has no chart library")
  }
}
