import Foundation
import StarlightCore
import StarlightSupport
import Testing

@testable import StarlightPlatform

/// A chart's replays as the replay list reads them from the replay folder: only that
/// chart's, newest first, each with its judge, rate, mods and accuracy; a damaged file as
/// one line under the chart its name gives; export copies a file; a delete that fails
/// names the file and keeps it.
@Suite struct ReplayShelfTests {
  let alpha = HostFixture.beatMap(title: "Alpha", notes: 8, laneCount: 4)
  let beta = HostFixture.beatMap(title: "Beta", notes: 8, laneCount: 7)

  @Test("two charts' replays and a damaged file: each chart lists its own, newest first")
  func listing() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let oldest = try SavedReplays.save(on: alpha, in: folder, minutes: 0)
    let fast = try SavedReplays.save(
      on: alpha, in: folder, minutes: 30, judge: JudgeChoice(.itg), rate: 125,
      mods: PlayMods(mirror: true))
    let newest = try SavedReplays.save(
      on: alpha, in: folder, minutes: 90, judge: JudgeChoice(.etternaJ4), source: .autoplay)
    let betaRuns = [
      try SavedReplays.save(on: beta, in: folder, minutes: 10),
      try SavedReplays.save(on: beta, in: folder, minutes: 60),
    ]
    // A cut-off file named for Alpha, another chapter's replay, and a file of the player's.
    let damaged = "\(String(oldest.name.prefix(19)))-ch4-alpha-failed.json"
    try AtomicFile.write(
      Array(#"{"format":"starlight-replay","vers"#.utf8), to: "\(folder)/\(damaged)")
    try AtomicFile.write(
      Array("{}".utf8), to: "\(folder)/\(String(oldest.name.prefix(19)))-ch1-power-up-cleared.json")
    try AtomicFile.write(Array("notes".utf8), to: "\(folder)/notes.txt")

    let shelf = ReplayShelf(directory: folder, exportDirectory: "\(folder)/exports")
    let listed = shelf.replays(ofChart: alpha.contentHash, title: "Alpha")
    #expect(listed.map(\.fileName) == [newest.name, fast.name, damaged, oldest.name])
    #expect(
      shelf.replays(ofChart: beta.contentHash, title: "Beta").map(\.fileName)
        == betaRuns.map(\.name).reversed())

    let etterna = try #require(listed[0].facts)
    #expect(etterna.judge == JudgeChoice(.etternaJ4) && etterna.byBot)
    #expect(listed[0].accuracy?.hasSuffix("% wife3") == true, "the judge's own measure")
    #expect(listed[0].detail == "etterna-j4, 1.00x, no mods, cleared (bot)")
    let itg = try #require(listed[1].facts)
    #expect(itg.rate == PlaybackRate(hundredths: 125) && itg.mods.mirror)
    #expect(itg.accuracy == fast.replay.expected?.accuracy)
    #expect(listed[1].accuracy == String(format: "%.2f %% dp", (itg.accuracy ?? 0) * 100))
    #expect(listed[1].detail == "itg, 1.25x, mirror, cleared")
    #expect(listed[1].headline == ReplayFileName.playedAt(fast.name))
    #expect(listed[2].headline == "damaged: \(damaged)")
    #expect(listed[2].detail.hasPrefix("not a replay"))
    #expect(listed[2].accuracy == nil)
  }

  @Test("a file read once is read again only when it changes, and a removed one goes")
  func readAgainWhenChanged() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try SavedReplays.save(on: alpha, in: folder, minutes: 0)
    let second = try SavedReplays.save(on: alpha, in: folder, minutes: 5)
    let shelf = ReplayShelf(directory: folder, exportDirectory: "\(folder)/exports")
    #expect(shelf.replays(ofChart: alpha.contentHash, title: "Alpha").count == 2)
    try AtomicFile.write(Array("broken".utf8), to: "\(folder)/\(second.name)")
    try FileManager.default.removeItem(atPath: "\(folder)/\(first.name)")
    let listed = shelf.replays(ofChart: alpha.contentHash, title: "Alpha")
    #expect(listed.map(\.fileName) == [second.name])
    #expect(listed.first?.facts == nil, "the rewritten file was read again, and is damaged")
  }

  @Test("export copies the file to the export folder and says where")
  func export() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let saved = try SavedReplays.save(on: alpha, in: folder, minutes: 0)
    let shelf = ReplayShelf(directory: folder, exportDirectory: "\(folder)/out/Exports")
    let exported = shelf.export(saved.name)
    #expect(exported == .success("\(folder)/out/Exports/\(saved.name)"))
    let copy = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/Exports/\(saved.name)"))
    let original = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(saved.name)"))
    #expect(copy == original)
    // Exported again: the earlier export is replaced.
    #expect(shelf.export(saved.name) == exported)
    // Nothing to copy: one line naming where it was meant to go.
    guard case .failure(let failure) = shelf.export("20261128-000000-000-ch4-gone-cleared.json")
    else {
      Issue.record("a missing replay was exported")
      return
    }
    #expect(failure.line.hasPrefix("Replay not exported to \(folder)/out/Exports/20261128-"))
  }

  @Test("a delete the disk refuses names the file, and the replay stays listed")
  func deleteRefused() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let saved = try SavedReplays.save(on: alpha, in: folder, minutes: 0)
    let shelf = ReplayShelf(
      directory: folder, exportDirectory: "\(folder)/exports", remove: { _ in Errno(EROFS) })
    let failure = try #require(shelf.delete(saved.name))
    #expect(failure.line.hasPrefix("Replay not deleted: \(folder)/\(saved.name): "))
    #expect(failure.line.lowercased().contains("read-only"))
    #expect(
      shelf.replays(ofChart: alpha.contentHash, title: "Alpha").map(\.fileName) == [saved.name])
    #expect(FileManager.default.fileExists(atPath: "\(folder)/\(saved.name)"))
  }
}
