import Foundation
import Testing

@testable import StarlightSync

/// `--screenshot` to a path that cannot be written is refused before a window opens, with
/// the reason (issue 24); a writable one is taken.
@Suite struct ScreenshotTargetTests {
  private func refusal(_ arguments: [String]) -> String {
    do {
      _ = try StarlightSyncCommand.parseAsRoot(arguments)
      return "accepted"
    } catch {
      return StarlightSyncCommand.message(for: error)
    }
  }

  @Test func aFolderThatIsAFileIsRefused() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-a-folder-\(UUID().uuidString)").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let message = refusal(["play", "--screenshot", "\(file)/shot.png"])
    #expect(message.contains("--screenshot: cannot write \(file)/shot.png"))
    #expect(message.contains("is not a folder"))
  }

  @Test func aFolderThatTakesNoFileIsRefused() {
    // /proc takes no new files, even from root.
    let message = refusal(["play", "--screenshot", "/proc/starlight-shot.png"])
    #expect(message.contains("/proc is not writable"))
  }

  @Test func aWritableFolderIsTakenAndLeftAsItWas() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shot-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(ScreenshotTarget.problem(writing: "\(folder)/new/shot.png") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }
}
