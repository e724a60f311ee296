import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Free Play's replay list driven with scripted keys on the real host and its manual
/// clock: F6 opens the selected chart's replays, Enter watches the chosen one through the
/// chapter scene (its recorded presses judged again, nothing saved) and comes back to the
/// list, Delete asks (Esc keeps, Enter removes the file and nothing else), F7 exports.
@Suite(.serialized, .sdlExclusive) struct FreePlayReplayListTests {
  /// What the script saw at its steps.
  final class Seen {
    var watched: ChapterSession?
    var listed: [[String]] = []
    var asked: [String?] = []
    var messages: [[String]] = []
  }

  static func library(_ shelf: ReplayShelf) -> FreePlayLibrary {
    var library = FreePlaySceneTests.library(FreePlaySceneTests.Bests())
    library.replays = shelf
    return library
  }

  @Test("the replay list's watch and delete through the real host")
  func watchAndDelete() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let alpha = HostFixture.beatMap(title: "Alpha", notes: 8, laneCount: 4)
    let beta = HostFixture.beatMap(title: "Beta", notes: 8, laneCount: 7)
    let oldest = try SavedReplays.save(on: alpha, in: folder, minutes: 0)
    let middle = try SavedReplays.save(
      on: alpha, in: folder, minutes: 20, judge: JudgeChoice(.itg), mods: PlayMods(mirror: true))
    let newest = try SavedReplays.save(on: alpha, in: folder, minutes: 40)
    let other = try SavedReplays.save(on: beta, in: folder, minutes: 30)

    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(20), renderRate: 10))
    // Saving as the game does: a watched replay must not become another file.
    fixture.host.saveReplays(with: ReplayStore(directory: folder))
    let shelf = ReplayShelf(directory: folder, exportDirectory: "\(folder)/Exports")
    let scene = FreePlayScene(
      library: Self.library(shelf), setup: FreePlaySceneTests.setup(),
      interpreter: fixture.host.interpreter, now: start)
    let seen = Seen()
    let events = fixture.events
    let at = { (seconds: Double) in start + Nanoseconds(seconds * 1e9) }
    func note(at seconds: Double) {
      events.schedule(at: at(seconds)) {
        seen.listed.append(scene.replays.list?.replays.map(\.fileName) ?? [])
        seen.asked.append(scene.replays.list?.confirmingDelete?.fileName)
        seen.messages.append(scene.message?.text ?? [])
        return nil
      }
    }
    // Alpha is selected first. F6, Down to the middle replay, Enter watches it.
    events.schedule(.text(.replays(.toggle)), at: at(0.5))
    note(at: 0.7)
    events.schedule(.menu(.down), at: at(0.8))
    events.schedule(.menu(.confirm), at: at(1.0))
    events.schedule(at: at(4)) {
      seen.watched = scene.chapter?.session
      return nil
    }
    note(at: 13)
    // Delete asks; Esc keeps it; Delete and Enter remove it.
    events.schedule(.text(.replays(.delete)), at: at(13.2))
    note(at: 13.3)
    events.schedule(.menu(.back), at: at(13.4))
    note(at: 13.5)
    events.schedule(.text(.replays(.delete)), at: at(13.6))
    events.schedule(.menu(.confirm), at: at(13.8))
    note(at: 14)
    // F7 exports the replay now chosen.
    events.schedule(.text(.replays(.export)), at: at(14.2))
    note(at: 14.4)
    fixture.host.run(scene)

    #expect(seen.listed[0] == [newest.name, middle.name, oldest.name], "newest first")
    let watched = try #require(seen.watched, "Enter played the chosen replay")
    #expect(watched.inputSource == .scripted(.live, middle.replay.actions))
    #expect(watched.context.judge == JudgeChoice(.itg) && watched.context.mods.mirror)
    #expect(seen.listed[1] == seen.listed[0], "the list again once the replay ended")
    #expect(
      seen.messages[1] == ["Replay watched, cleared: \(middle.summary.headline)"],
      "judged again through the session, the same as when it was played")
    #expect(seen.asked[2] == middle.name)
    #expect(seen.messages[2].isEmpty == false)
    #expect(seen.asked[3] == nil && seen.listed[3] == seen.listed[0], "Esc kept it")
    #expect(seen.listed[4] == [newest.name, oldest.name])
    #expect(seen.messages[4] == ["Replay deleted: \(middle.name)"])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(
      files == [oldest.name, newest.name, other.name].sorted(),
      "only the chosen file went, and watching saved nothing")
    // The one at the deleted one's place is chosen: the oldest.
    #expect(seen.messages[5] == ["Replay exported to \(folder)/Exports/\(oldest.name)"])
    #expect(FileManager.default.fileExists(atPath: "\(folder)/Exports/\(oldest.name)"))
  }

  @Test("a damaged replay is one line, and Enter on it says so without leaving the list")
  func damagedReplay() throws {
    let folder = SavedReplays.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let alpha = HostFixture.beatMap(title: "Alpha", notes: 8, laneCount: 4)
    let saved = try SavedReplays.save(on: alpha, in: folder, minutes: 0)
    let damaged = "\(String(saved.name.prefix(19)))-ch4-alpha-failed.json"
    try Data("{".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(damaged)"))

    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(2), renderRate: 10))
    let scene = FreePlayScene(
      library: Self.library(ReplayShelf(directory: folder, exportDirectory: "\(folder)/x")),
      setup: FreePlaySceneTests.setup(), interpreter: fixture.host.interpreter, now: start)
    fixture.events.schedule(.text(.replays(.toggle)), at: start + .milliseconds(300))
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(600))
    fixture.host.run(scene)

    let list = try #require(scene.replays.list, "the list stayed open")
    #expect(
      list.replays.map(\.headline) == ["damaged: \(damaged)", ReplayFileName.playedAt(saved.name)])
    #expect(scene.chapter == nil)
    #expect(scene.message?.isProblem == true)
    #expect(
      scene.message?.text.first?.hasPrefix("This replay cannot be watched: \(folder)/\(damaged): ")
        == true)
  }
}
