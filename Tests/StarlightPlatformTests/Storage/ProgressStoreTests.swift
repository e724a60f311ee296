import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

@Suite("Progress store")
struct ProgressStoreTests {
  /// A fresh directory for one test, removed by the caller.
  static func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("progress-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static let sample = StoryProgress(
    reached: [.powerUp, .firewall], cleared: [.powerUp],
    best: [.powerUp: BestResult(score: 1_000, headline: "Released at 98 %")],
    failures: [.firewall: 2])

  @Test("no file: fresh progress, no notice, and nothing written until a save")
  func missingFile() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sub/progress.json").path
    let store = ProgressStore(path: path)
    #expect(store.progress == StoryProgress())
    #expect(store.notice == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a save creates the directory and a second store reads it back")
  func roundTrip() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sub/progress.json").path
    let store = ProgressStore(path: path)
    #expect(store.save(Self.sample) == nil)
    #expect(store.progress == Self.sample)
    let reloaded = ProgressStore(path: path)
    #expect(reloaded.progress == Self.sample)
    #expect(reloaded.notice == nil)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("sub").path)
    #expect(leftovers == ["progress.json"], "no temporary file is left behind")
  }

  @Test("a corrupt file is kept aside, fresh progress is used, and the notice names the file")
  func corruptFile() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("progress.json").path
    let garbage = Data("{\"format\": \"starlight-progress\", \"vers".utf8)
    try garbage.write(to: URL(fileURLWithPath: path))
    let store = ProgressStore(path: path)
    #expect(store.progress == StoryProgress())
    #expect(
      store.notice
        == "progress.json could not be read (kept as progress.json.corrupt); starting fresh progress."
    )
    #expect(FileManager.default.contents(atPath: "\(path).corrupt") == garbage)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(store.save(Self.sample) == nil)
    #expect(FileManager.default.contents(atPath: "\(path).corrupt") == garbage, "never overwritten")
  }

  @Test("a second corrupt file does not replace the first one kept aside")
  func secondCorruptFile() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("progress.json").path
    try Data("first".utf8).write(to: URL(fileURLWithPath: path))
    _ = ProgressStore(path: path)
    try Data("second".utf8).write(to: URL(fileURLWithPath: path))
    let store = ProgressStore(path: path)
    #expect(store.notice?.contains("kept as progress.json.corrupt-2") == true)
    #expect(FileManager.default.contents(atPath: "\(path).corrupt") == Data("first".utf8))
    #expect(FileManager.default.contents(atPath: "\(path).corrupt-2") == Data("second".utf8))
  }

  @Test("the progress file lives in the data directory")
  func location() {
    let directories = UserDirectories(environment: ["HOME": "/home/p", "XDG_DATA_HOME": "/data"])
    #expect(directories.progressFile == "/data/starlight-sync/progress.json")
  }

  @Test("a save that cannot be written reports it and keeps the progress in memory")
  func unwritable() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A regular file where the directory should be: no directory can be created under it.
    let blocker = directory.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let store = ProgressStore(path: blocker.appendingPathComponent("progress.json").path)
    #expect(store.save(Self.sample) != nil)
    #expect(store.progress == Self.sample)
  }
}
