import Foundation
import StarlightCore
import StarlightSupport
import Testing

@testable import StarlightPlatform

/// The writer thread: a save returns at once however slow the disk, nothing queued is lost
/// at quit, later saves of one file win, and a failure reaches the screen.
@Suite struct BackgroundWriterTests {
  static func folder() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("writer-\(UUID().uuidString)").path
  }

  static func replay(_ title: String) -> (Replay, ChapterSummary) {
    let replay = Replay(
      chapter: .firewall, beatMap: Replay.BeatMapIdentity(title: title, sha256: "00"),
      source: .live, actions: [PlayerAction(time: 0, lane: 0, action: .press)])
    return (
      replay, ChapterSummary(chapter: .firewall, outcome: .cleared, score: 1, headline: title)
    )
  }

  @Test("replays queued behind a held disk are all on it once the writer has drained")
  func drainAtQuit() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let disk = HeldFlushes()
    let writer = BackgroundWriter(system: disk)
    let store = ReplayStore(directory: folder, writer: writer)
    for (index, title) in ["One", "Two", "Three"].enumerated() {
      let (replay, summary) = Self.replay(title)
      store.save(replay, summary: summary, at: Date(timeIntervalSince1970: Double(index))) { _ in }
    }
    // The first write waits on its flush: nothing is on the disk yet, and saving returned.
    disk.reached.wait()
    let before = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    #expect(before.filter { !AtomicFile.isLeftover($0) }.isEmpty)
    disk.release()
    writer.drain()
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(saved.count == 3)
    for name in saved {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)")))
      #expect(try ReplayCodec.decode(bytes).actions.count == 1)
    }
    #expect(disk.flushesOffTheWriter == 0)
  }

  @Test("settings changed while the disk is held: the file ends as the last change left it")
  func laterSettingsWin() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let disk = HeldFlushes()
    let writer = BackgroundWriter(system: disk)
    let store = SettingsStore(path: "\(folder)/settings.json", writer: writer)
    for offset in [10.0, 20, 30] { store.update { $0.audioOffsetMs = offset } }
    disk.reached.wait()
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/settings.json"))
    disk.release()
    writer.drain()
    #expect(SettingsStore(path: "\(folder)/settings.json").settings.audioOffsetMs == 30)
    #expect(disk.flushesOffTheWriter == 0)
  }

  @Test("a replay the writer cannot save is posted for the screen with its folder and why")
  func failureReachesTheScreen() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write([0], to: "\(folder)/replays")
    let writer = BackgroundWriter()
    let mailbox = NoticeMailbox()
    let store = ReplayStore(directory: "\(folder)/replays", writer: writer)
    let (replay, summary) = Self.replay("Lost")
    store.save(replay, summary: summary) { result in
      if case .failure(let failure) = result { mailbox.post(lasting: failure.screenLine) }
    }
    writer.drain()
    #expect(
      mailbox.take() == [
        .lasting(
          "Replay not saved to \(folder)/replays/: its folder cannot be made (a file stands where a folder should be)"
        )
      ])
  }
}
