import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Free Play driven with scripted keys on the real host: reached from the title, typing
/// searches, Tab sorts, Enter plays the chart in the Firewall scene with its own lanes (the
/// bot playing it) to its result screen (`FreePlayResultTests`), a chart without audio
/// refused, Esc back.
@Suite(.serialized, .sdlExclusive) struct FreePlaySceneTests {
  /// The best results the scene asked to keep, by chart hash.
  final class Bests: @unchecked Sendable {
    var recorded: [String: BestResult] = [:]
  }

  static func entry(_ title: String, lanes: Int, audio: String?) -> LibraryEntry {
    LibraryEntry(
      chartHash: title.lowercased(), fileHash: title, chartFile: "songs/\(title)/c.osu",
      chartIndex: 0, sourcePath: "/packs/\(title)/c.osu", title: title, artist: "Tests",
      chartName: "\(lanes)K", meter: nil, bpmRange: 120...120, length: .seconds(10),
      laneCount: lanes, noteCount: 8, previewStart: .seconds(2), audioFile: audio)
  }

  static func library(_ bests: Bests) -> FreePlayLibrary {
    let entries = [
      entry("Alpha", lanes: 4, audio: "songs/Alpha/a.ogg"),
      entry("Beta", lanes: 7, audio: "songs/Beta/b.ogg"),
      entry("Silent", lanes: 4, audio: nil),
    ]
    return FreePlayLibrary(
      entries: { entries },
      load: { entry in
        guard entry.audioFile != nil else {
          return .failure(FreePlayRefusal(lines: ["\(entry.title) has no audio"]))
        }
        let map = HostFixture.beatMap(title: entry.title, notes: 8, laneCount: entry.laneCount)
        return .success(FreePlayChart(map: map, audioPath: "/nonexistent/\(entry.title).ogg"))
      },
      recordBest: { best, hash in
        let current = bests.recorded[hash].flatMap { $0.key == best.key ? $0.score : nil }
        guard (current ?? -1) < best.score else { return .notBetter }
        bests.recorded[hash] = best
        return .kept
      }, location: "/library")
  }

  static func setup() -> ChapterSetup {
    ChapterSetup(tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: true)
  }

  @Test("the title's Free Play opens the song list, which takes typing; Esc clears, then goes back")
  func fromTitle() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(3), renderRate: 30))
    let events = fixture.events
    // Start, then Down twice past Settings to Free Play (Continue and Chapters are disabled).
    events.schedule(.menu(.down), at: start + .milliseconds(300))
    events.schedule(.menu(.down), at: start + .milliseconds(600))
    events.schedule(.menu(.confirm), at: start + .milliseconds(900))
    events.schedule(.text(.insert("b")), at: start + .milliseconds(1_200))
    events.schedule(.menu(.back), at: start + .milliseconds(1_500))
    events.schedule(.menu(.back), at: start + .milliseconds(1_800))
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .title, now: start)
    let ended = fixture.host.runStory(
      flow, setup: Self.setup(), onProgress: { _ in nil }, onSettings: { _ in },
      library: Self.library(Bests()))
    #expect(events.modes.contains(.typing))
    #expect(events.modes.last == .menus)
    #expect(ended.screen == .title(selection: .freePlay))
  }

  @Test("play --beatmap's chart starts at once, ends on Free Play's result, and Quit ends it")
  func oneChartFromTheCommandLine() throws {
    let start = Nanoseconds.seconds(20)
    let quitAfter = Nanoseconds.seconds(40)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: quitAfter, renderRate: 30))
    let events = fixture.events
    // Once the result is up: Down twice to the last choice, then Enter.
    events.schedule(.menu(.down), at: start + .seconds(14))
    events.schedule(.menu(.down), at: start + .milliseconds(14_300))
    events.schedule(.menu(.confirm), at: start + .milliseconds(14_600))
    let entry = Self.entry("Beta", lanes: 7, audio: "songs/Beta/b.ogg")
    let map = HostFixture.beatMap(title: "Beta", notes: 8, laneCount: 7)
    let scene = FreePlayScene(
      playing: entry, chart: FreePlayChart(map: map, audioPath: "/nonexistent/b.ogg"),
      judge: JudgeChoice(.itg), setup: Self.setup(), interpreter: fixture.host.interpreter,
      now: start)
    fixture.host.run(scene)
    let lanes = events.modes.compactMap { mode -> Int? in
      if case .gameplay(let keyboard, _) = mode { return keyboard.count }
      return nil
    }
    #expect(lanes.first == 7, "the chart started without a choice from the list")
    let result = try #require(scene.lastResult, "the run ended on Free Play's result screen")
    #expect(result.leavesGame && result.name(of: .backToList) == "Quit")
    #expect(result.summary.firewall?.judge == "itg", "the judge given on the command line")
    #expect(result.byBot && !result.isNewBest)
    #expect(scene.result == nil && scene.chapter == nil)
    #expect(fixture.host.now < start + quitAfter, "Quit on the result ended the scene")
  }

  @Test("typing finds the chart, Enter plays it with its 7 lanes; the bot's result sets no best")
  func playChart() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(16), renderRate: 30))
    let events = fixture.events
    for (index, letter) in "bet".enumerated() {
      events.schedule(
        .text(.insert(String(letter))), at: start + .milliseconds(200 * Int64(index + 1)))
    }
    events.schedule(.menu(.right), at: start + .milliseconds(1_000))
    events.schedule(.menu(.confirm), at: start + .milliseconds(1_500))
    let bests = Bests()
    let scene = FreePlayScene(
      library: Self.library(bests), setup: Self.setup(), interpreter: fixture.host.interpreter,
      now: start)
    fixture.host.run(scene)
    #expect(scene.list.query == "bet")
    #expect(scene.list.sort == .artist)
    #expect(scene.list.visible.map(\.title) == ["Beta"])
    let lanes = events.modes.compactMap { mode -> Int? in
      if case .gameplay(let keyboard, _) = mode { return keyboard.count }
      return nil
    }
    #expect(lanes.first == 7)
    #expect(scene.chapter == nil, "the run ended on its result screen")
    // The bot played it: shown as the bot's, never the player's best.
    #expect(bests.recorded["beta"] == nil)
    #expect(scene.list.selected?.bests == [])
    #expect(scene.message == nil)
    #expect(scene.result?.title == "Beta")
    #expect(scene.result?.chartName == "7K 0.8 nps", "named as the list names it")
    #expect(scene.result?.isCleared == true)
    #expect(scene.result?.byBot == true)
  }

  @Test("F3 picks the selected chart's judge, remembered; the chart is played and scored by it")
  func judgePick() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(16), renderRate: 30))
    let events = fixture.events
    events.schedule(.text(.insert("bet")), at: start + .milliseconds(200))
    // From the chart's own game's judge (osu-stable for an .osu): starlight, osu-stable,
    // osu-lazer, itg.
    for press in 0..<4 {
      events.schedule(.text(.nextJudge), at: start + .milliseconds(400 + 100 * Int64(press)))
    }
    events.schedule(.menu(.confirm), at: start + .milliseconds(1_200))
    let library = Self.library(Bests())
    let scene = FreePlayScene(
      library: library, setup: Self.setup(), interpreter: fixture.host.interpreter, now: start)
    #expect(library.judges.judge(for: Self.entry("Beta", lanes: 7, audio: nil)) == .osuStable)
    fixture.host.run(scene)
    #expect(library.judges.pick("beta") == .itg)
    #expect(library.judges.pick("alpha") == nil)
    #expect(scene.result?.summary.headline.contains("% dp") == true)
    #expect(scene.result?.summary.firewall?.judge.contains("itg") == true)
  }

  @Test("a chart whose audio is missing is refused with its message, and nothing plays")
  func missingAudio() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(2), renderRate: 30))
    fixture.events.schedule(.text(.insert("sil")), at: start + .milliseconds(200))
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(500))
    let scene = FreePlayScene(
      library: Self.library(Bests()), setup: Self.setup(),
      interpreter: fixture.host.interpreter, now: start)
    fixture.host.run(scene)
    #expect(scene.chapter == nil)
    #expect(scene.message?.isProblem == true)
    #expect(scene.message?.text == ["Silent has no audio"])
    #expect(!fixture.events.modes.contains { if case .gameplay = $0 { true } else { false } })
  }
}
