import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// F12 in play: the frame is read back on the drawing thread and encoded and written on
/// the writer's, so a slow disk holds up no frame; its line reaches the board once saved.
@Suite(.serialized, .sdlExclusive) struct ScreenshotWriterTests {
  @Test func f12IsSavedByTheWriter() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shots-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let start = Nanoseconds.seconds(50)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(2), renderRate: 30))
    let disk = HeldFlushes()
    let writer = BackgroundWriter(system: disk)
    fixture.host.screenshots.directory = folder
    fixture.host.screenshots.writer = writer
    fixture.events.schedule(.screenshot, at: start + .milliseconds(300))
    _ = try fixture.runFirewallBot(on: HostFixture.beatMap(title: "Shot", notes: 3, laneCount: 2))

    // The run went on to its end with the disk holding the file back.
    let during = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    #expect(!during.contains { $0.hasSuffix(".png") })
    #expect(disk.flushesOffTheWriter == 0, "a thread that plays wrote the screenshot")
    disk.release()
    writer.drain()
    let shots = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".png") }
    #expect(shots.count == 1)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(shots[0])")))
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    fixture.host.collectNotices(now: fixture.clock.now())
    #expect(
      fixture.host.notices.lines(at: fixture.clock.now()) == ["Screenshot saved: \(shots[0])"])
    withExtendedLifetime(fixture.sdl) {}
  }
}
