import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 35 item 7: no text over text on the story's menus and every settings page and row,
/// walked on the real host with a story whose chapters are all reached.
@Suite(.serialized, .sdlExclusive) struct LayoutWalkMenuTests {
  static let start = LayoutWalk.start
  static let everyRow = [PlatformEvent](repeating: .menu(.down), count: 16)

  static func story(
    library: FreePlayLibrary? = nil, settings: SettingsStore? = nil, walk: LayoutWalk
  ) -> StoryScene {
    let flow = StoryFlow(
      progress: StoryProgress(
        reached: Set(ChapterID.allCases), cleared: [.powerUp, .hearts],
        best: [.powerUp: BestResult(score: 1_000, headline: "Released at 98 %")],
        failures: [.firewall: 2]),
      settings: MenuSettings(), tuning: .defaults, chapters: ChapterCatalog.available,
      start: .title, now: start)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: true)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: walk.fixture.host.interpreter,
      onProgress: { _ in nil }, onSettings: { _ in }, settings: settings, library: library,
      now: start)
    walk.describer.describe = { [unowned scene] in "\(scene.flow.screen)" }
    return scene
  }

  @Test("the title, chapter select and every settings page and row: no text over text")
  func storyMenus() throws {
    let walk = try LayoutWalk(seconds: 90)
    // Song folders on the Gameplay page, one of them a long path.
    var saved = Settings()
    saved.songFolders = [
      "/home/p/Songs",
      "/home/a-player-with-a-long-name/.wine/drive_c/users/a-player-with-a-long-name/AppData/Local/osu!/Songs",
    ]
    let (store, directory) = try CalibrationSceneTests.settingsFile(saved)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scene = Self.story(settings: store, walk: walk)
    let title = { (item: TitleItem) in { scene.flow.screen == .title(selection: item) } }
    var at = walk.walk("title", Self.everyRow, at: Self.start)
    at = walk.choose("to the chapter select", at: at, until: title(.chapters))
    at = walk.walk("chapter select rows", Self.everyRow + [.menu(.back)], at: at)
    at = walk.choose("to the settings", at: at, until: title(.settings))
    let everyRowOfTheLongest = [PlatformEvent](repeating: .menu(.down), count: 20)
    for page in 0..<10 {
      at = walk.walk("settings page \(page)", everyRowOfTheLongest + [.page(1)], at: at)
    }
    walk.fixture.host.run(scene)
    #expect(walk.log.frames > 100)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }
}

/// A bad settings file's every problem reaches the screen, a page at a time, over the menus
/// and the song list, never over their text.
@Suite(.serialized, .sdlExclusive) struct LayoutWalkNoticeTests {
  static let problems = (1...6).map {
    "setting\($0): \"a value nobody expected, written by hand at night\" is not one of the allowed values; using the default"
  }

  @Test("a long notice pages through its lines over the title and the song list")
  func longNotice() throws {
    let walk = try LayoutWalk(seconds: 30)
    let notice = "settings.json: \(Self.problems.joined(separator: "; "))."
    walk.fixture.host.notices.post(lasting: notice)
    let scene = LayoutWalkMenuTests.story(
      library: FreePlaySceneTests.library(FreePlaySceneTests.Bests()), walk: walk)
    var shown: Set<String> = []
    // The clock, not the walk: the events keep this closure, and the walk holds them.
    let clock = walk.fixture.clock
    for second in 1..<28 {
      walk.fixture.events.schedule(at: LayoutWalk.start + .seconds(Int64(second))) {
        shown.formUnion(StatusLine.lines([notice], at: clock.now()))
        return nil
      }
    }
    let at = walk.wait("title", .seconds(12), at: LayoutWalk.start)
    walk.choose(
      "to Free Play", at: at, until: { scene.flow.screen == .title(selection: .freePlay) })
    walk.fixture.host.run(scene)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
    let words = Set(shown.joined(separator: " ").split(separator: " "))
    for index in 1...6 { #expect(words.contains("setting\(index):"), "problem \(index) shown") }
  }
}
