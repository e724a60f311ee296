import Foundation
import StarlightCore
import StarlightSupport
import Testing

@testable import StarlightPlatform

/// Every store that writes with `AtomicFile`: a write interrupted between its temporary
/// file and its rename leaves the player's file as it was, and the next start (making the
/// store) removes the leftover and nothing else.
@Suite("Interrupted writes")
struct InterruptedWriteTests {
  enum Store: String, CaseIterable, Sendable {
    case settings, progress, replays, tuningProfiles
  }

  /// The file the store writes in `folder`, and how to start the store there.
  static func target(_ store: Store, in folder: String) -> (file: String, start: () -> Void) {
    switch store {
    case .settings:
      let file = "\(folder)/settings.json"
      return (file, { _ = SettingsStore(path: file) })
    case .progress:
      let file = "\(folder)/progress.json"
      return (file, { _ = ProgressStore(path: file) })
    case .replays:
      return (
        "\(folder)/20260101-000000-000-ch4-firewall-cleared.json",
        { _ = ReplayStore(directory: folder) }
      )
    case .tuningProfiles:
      return ("\(folder)/mine.json", { _ = TuningProfiles(directory: folder) })
    }
  }

  @Test(
    "the old file stays intact and the leftover is removed at the next start",
    arguments: Store.allCases)
  func leftoverRemovedAtStart(store: Store) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("interrupted-\(store.rawValue)-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (file, start) = Self.target(store, in: folder)
    // What the store reads back as valid (progress has a format of its own).
    let old = store == .progress ? StoryProgressCodec.encode(StoryProgress()) : Array("{}\n".utf8)
    try AtomicFile.write(old, to: file)
    let leftover = try AtomicFile.writeTemporary(Array("{\"half\":".utf8), for: file)
    #expect(FileManager.default.fileExists(atPath: leftover))

    start()
    #expect(!FileManager.default.fileExists(atPath: leftover))
    #expect(FileManager.default.contents(atPath: file).map { [UInt8]($0) } == old)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == [
        (file as NSString).lastPathComponent
      ])
  }
}
