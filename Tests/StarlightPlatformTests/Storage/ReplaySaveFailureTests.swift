import Foundation
import StarlightCore
import StarlightSupport
import Testing

@testable import StarlightPlatform

/// A replay that cannot be saved is said on screen with the path it was meant to go to,
/// through the real scene host on SDL's dummy drivers.
@Suite(.serialized, .sdlExclusive) struct ReplaySaveFailureTests {
  @Test("a replays folder that cannot be written: the notice names the replay's path and why")
  func unwritableFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-save-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A file where the replays folder should be: not writable even for root.
    try AtomicFile.write([0], to: "\(folder)/replays")
    let directory = "\(folder)/replays"
    let fixture = try HostFixture(
      start: .seconds(100), options: PlayOptions(quitAfter: .seconds(2), renderRate: 60))
    fixture.host.saveReplays(with: ReplayStore(directory: directory))
    _ = try fixture.runFirewallBot(on: HostFixture.beatMap(title: "Lost", notes: 3, laneCount: 2))

    let lines = fixture.host.notices.lines(at: fixture.clock.now())
    #expect(
      lines == [
        "Replay not saved to \(directory)/: its folder cannot be made (a file stands where a folder should be)"
      ])
  }

  @Test("a writable folder: the replay is there and no notice is posted")
  func writableFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-save-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fixture = try HostFixture(
      start: .seconds(100), options: PlayOptions(quitAfter: .seconds(2), renderRate: 60))
    fixture.host.saveReplays(with: ReplayStore(directory: folder))
    _ = try fixture.runFirewallBot(on: HostFixture.beatMap(title: "Kept", notes: 3, laneCount: 2))

    #expect(fixture.host.notices.lines(at: fixture.clock.now()).isEmpty)
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(saved.count == 1 && saved[0].contains("-ch4-kept-"))
    // The replay records the outcome the attempt reached, which `replay check` expects.
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(saved[0])")))
    let expected = try #require(try ReplayCodec.decode(bytes).expected)
    #expect(expected.notes?.count == 3 && expected.outcome != nil && expected.score != nil)
  }
}
