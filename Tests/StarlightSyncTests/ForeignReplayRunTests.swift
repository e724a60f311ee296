import Foundation
import Testing

@testable import StarlightSync

/// `replay FILE.osr` (or `.qr`) says to import it first, naming the command, instead of
/// reading another game's binary replay as our JSON.
@Suite struct ForeignReplayRunTests {
  @Test(arguments: ["play.osr", "play.QR"])
  func anotherGamesReplayIsToBeImported(name: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("foreign-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    try Data([0, 1, 2, 3]).write(to: URL(fileURLWithPath: path))
    let failure = #expect(throws: ReplayLoading.Failure.self) {
      _ = try ReplayLoading.load(
        replayPath: path, beatMapPath: nil, paths: GamePaths(), needsAudio: false)
    }
    #expect(
      failure?.lines == [
        "\(path): another game's replay: import it first with `starlight-sync replay import \(path)` (or `replay check` it as it is)"
      ])
  }
}
