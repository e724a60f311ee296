import Foundation
import StarlightCore
import StarlightSupport
import Synchronization
import Testing

@testable import StarlightPlatform

/// A progress save that fails (the disk fills as the file is flushed) reaches the result
/// screen: the result says "Progress not saved: the disk is full" and does not announce
/// the best as kept; the file on disk is the one from before.
@Suite(.serialized, .sdlExclusive) struct ProgressNotSavedTests {
  /// The real calls, but fsync fails with ENOSPC once `isFull` is set.
  final class FillingDisk: FileSystemCalls {
    let real = POSIXFileSystem()
    let isFull = Atomic<Bool>(false)
    func makeTemporary(_ template: String) -> Result<(descriptor: Int32, path: String), Errno> {
      real.makeTemporary(template)
    }
    func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
      real.writeAll(bytes, to: descriptor)
    }
    func setMode(_ mode: mode_t, of descriptor: Int32) -> Errno? {
      real.setMode(mode, of: descriptor)
    }
    func flush(_ descriptor: Int32) -> Errno? {
      isFull.load(ordering: .relaxed) ? Errno(ENOSPC) : real.flush(descriptor)
    }
    func close(_ descriptor: Int32) { real.close(descriptor) }
    func rename(_ from: String, to: String) -> Errno? { real.rename(from, to: to) }
    func unlink(_ path: String) { real.unlink(path) }
    func openFolder(_ path: String) -> Result<Int32, Errno> { real.openFolder(path) }
  }

  @Test("a failed save is on the result screen, in words; the best is not said to be kept")
  func failedSaveOnTheResult() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("progress-not-saved-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let disk = FillingDisk()
    let store = ProgressStore(path: "\(folder)/progress.json", system: disk)
    #expect(store.save(StoryProgress()) == nil)
    let before = FileManager.default.contents(atPath: store.path)
    disk.isFull.store(true, ordering: .relaxed)

    let start = Nanoseconds.seconds(40)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(16), renderRate: 30))
    let map = HostFixture.beatMap(title: "Full", notes: 8, laneCount: 4)
    let flow = StoryFlow(
      progress: store.progress, settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .chapter(.firewall), now: start)
    // The player's run (no presses: every note passes, and the run ends cleared at 0 %); a
    // bot's would not be saved at all.
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: false)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter,
      onProgress: { store.save($0).map(ErrorText.reason) }, onSettings: { _ in }, now: start)

    fixture.host.run(scene)

    guard case .result(let result) = scene.flow.screen else {
      Issue.record("not on the result screen: \(scene.flow.screen)")
      return
    }
    #expect(result.isCleared && result.isNewBest)
    #expect(result.notSavedReason == "the disk is full")
    #expect(FileManager.default.contents(atPath: store.path) == before)
    #expect(
      (try FileManager.default.contentsOfDirectory(atPath: folder)) == ["progress.json"])
  }

  @Test("saved on the writer thread, a failed save still reaches the result screen")
  func failedSaveOnTheWriterReachesTheResult() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("progress-not-saved-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let disk = FillingDisk()
    let writer = BackgroundWriter(system: disk)
    let store = ProgressStore(path: "\(folder)/progress.json", writer: writer)
    #expect(store.save(StoryProgress()) == nil)
    writer.drain()
    let before = try #require(FileManager.default.contents(atPath: store.path))
    disk.isFull.store(true, ordering: .relaxed)

    let start = Nanoseconds.seconds(40)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(16), renderRate: 30))
    let map = HostFixture.beatMap(title: "Full", notes: 8, laneCount: 4)
    let flow = StoryFlow(
      progress: store.progress, settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .chapter(.firewall), now: start)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: false)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter,
      onProgress: { store.save($0).map(ErrorText.reason) }, onSettings: { _ in },
      progressFailures: store.failures, now: start)

    fixture.host.run(scene)
    // The failure comes from the writer thread; the story's next update says it.
    writer.drain()
    _ = scene.update(now: fixture.clock.now())

    guard case .result(let result) = scene.flow.screen else {
      Issue.record("not on the result screen: \(scene.flow.screen)")
      return
    }
    #expect(result.isCleared && result.isNewBest)
    #expect(result.notSavedReason == "the disk is full")
    #expect(FileManager.default.contents(atPath: store.path) == before)
  }

  @Test("a save that fails away from a result (a chapter reached) is the title's notice")
  func failedSaveElsewhere() {
    var flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .title, now: 0)
    flow.progressNotSaved(reason: "the disk is read-only")
    #expect(flow.notice == "Progress not saved: the disk is read-only.")
  }
}
