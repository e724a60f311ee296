import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Free Play's end of a run, driven with scripted keys on the real host: the run ends on
/// its result screen (the bot's run shown as the bot's, never a best), Retry plays the
/// chart again, Next chart plays the one after it in the list, Back to list returns; the
/// chart plays on a player's life bar, named LIFE on the HUD.
@Suite(.serialized, .sdlExclusive) struct FreePlayResultTests {
  /// What the script saw at each of its steps.
  final class Seen {
    var results: [FreePlayResult?] = []
    var barLabels: [String] = []
  }

  /// An event at `time` that first notes the scene's result screen (and the HUD's bar
  /// label, while a chart is played).
  static func step(
    _ command: MenuCommand, at time: Nanoseconds, scene: @escaping () -> FreePlayScene?,
    _ seen: Seen, fixture: HostFixture
  ) {
    fixture.events.schedule(at: time) {
      seen.results.append(scene()?.result)
      return .menu(command)
    }
  }

  @Test("a run ends on the result screen; Retry, Next chart and Back to list each work")
  func resultChoices() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(44), renderRate: 10))
    var made: FreePlayScene?
    let seen = Seen()
    let scene = { made }
    let at = { (seconds: Double) in start + Nanoseconds(seconds * 1e9) }
    // Alpha (4 lanes) is first by title; Enter plays it. Its bot run ends by 9 s.
    fixture.events.schedule(.menu(.confirm), at: at(0.5))
    fixture.events.schedule(at: at(4)) {
      if let run = made?.chapter?.session.rules as? FirewallRun {
        seen.barLabels.append(FirewallView.barLabel(run))
      }
      return nil
    }
    // Retry (selected first).
    Self.step(.confirm, at: at(11), scene: scene, seen, fixture: fixture)
    // Next chart: Beta, 7 lanes.
    Self.step(.down, at: at(22), scene: scene, seen, fixture: fixture)
    fixture.events.schedule(.menu(.confirm), at: at(22.5))
    // Back to list.
    Self.step(.down, at: at(33), scene: scene, seen, fixture: fixture)
    fixture.events.schedule(.menu(.down), at: at(33.3))
    fixture.events.schedule(.menu(.confirm), at: at(33.6))
    fixture.events.schedule(at: at(35)) {
      seen.results.append(made?.result)
      return nil
    }
    let bests = FreePlaySceneTests.Bests()
    let freePlay = FreePlayScene(
      library: FreePlaySceneTests.library(bests), setup: FreePlaySceneTests.setup(),
      interpreter: fixture.host.interpreter, now: start)
    made = freePlay
    fixture.host.run(freePlay)

    #expect(seen.results.count == 4)
    let first = try #require(seen.results.first ?? nil)
    #expect(first.title == "Alpha")
    #expect(first.isCleared)
    #expect(first.byBot, "the bot's run is shown as the bot's")
    #expect(!first.isNewBest && first.best == nil)
    #expect(first.failure == .lifeBar)
    #expect(first.nextChart == "Beta (7K 0.8 nps)")
    #expect(first.summary.firewall?.counts.first?.count == 8)
    #expect(first.modsLine.contains("life bar"))
    let retried = try #require(seen.results[1] ?? nil)
    #expect(retried.title == "Alpha", "Retry played the same chart again")
    #expect(retried.since > first.since)
    let next = try #require(seen.results[2] ?? nil)
    #expect(next.title == "Beta", "Next chart played the one after it")
    #expect(seen.results[3] == nil, "Back to list left the result screen")
    #expect(freePlay.chapter == nil)
    #expect(freePlay.list.selected?.title == "Beta")
    #expect(bests.recorded.isEmpty, "the bot never sets a best")
    #expect(seen.barLabels == ["LIFE"])
    let lanes = fixture.events.modes.compactMap { mode -> Int? in
      if case .gameplay(let keyboard, _) = mode { return keyboard.count }
      return nil
    }
    #expect(lanes == [4, 4, 7])
    #expect(fixture.events.modes.last == .typing)
  }

  /// A Chapter 4 session on `map` with the bot's presses, as the bot's or as a player's,
  /// run to its end.
  static func finishedRun(
    on map: BeatMap, as source: Replay.Source, judge: JudgeChoice = .starlight,
    mods: PlayMods = .none, pressing: Bool = true
  ) throws -> ChapterSession {
    let context = ChapterContext(beatMap: map, judge: judge, mods: mods, failure: .lifeBar)
    let actions = pressing ? FirewallRun.botActions(context: context) : []
    var session = try ChapterSession(
      chapter: .firewall, context: context, inputSource: .scripted(source, actions), now: 0)
    var now = Nanoseconds(0)
    while now < .seconds(120) {
      _ = session.update(now: now)
      if case .finished = session.phase { break }
      now += .milliseconds(10)
    }
    return session
  }

  /// Free Play on the real host over `FreePlaySceneTests`' library, with the bests it keeps.
  static func freePlay() throws -> (HostFixture, FreePlayScene, FreePlaySceneTests.Bests) {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 10))
    let bests = FreePlaySceneTests.Bests()
    let scene = FreePlayScene(
      library: FreePlaySceneTests.library(bests), setup: FreePlaySceneTests.setup(),
      interpreter: fixture.host.interpreter, now: start)
    return (fixture, scene, bests)
  }

  @Test("the bot's clears leave the best alone; a player's clear after them sets it")
  func botThenPlayer() throws {
    let (fixture, scene, bests) = try Self.freePlay()
    defer { withExtendedLifetime(fixture) {} }
    let entry = FreePlaySceneTests.entry("Alpha", lanes: 4, audio: "songs/Alpha/a.ogg")
    let map = HostFixture.beatMap(title: "Alpha", notes: 8, laneCount: 4)
    let bot = scene.result(of: try Self.finishedRun(on: map, as: .autoplay), entry: entry, now: 0)
    #expect(bot.isCleared && bot.byBot && !bot.isNewBest)
    #expect(bests.recorded.isEmpty)
    let player = scene.result(of: try Self.finishedRun(on: map, as: .live), entry: entry, now: 0)
    #expect(player.isCleared && !player.byBot)
    #expect(player.isNewBest && player.previousBest == nil)
    #expect(bests.recorded["alpha"] == BestResult(player.summary, under: player.bestKey))
    #expect(player.bestKey == BestKey(judge: "starlight", rate: 100))
    #expect(scene.list.visible.first { $0.chartHash == "alpha" }?.bests == player.best.map { [$0] })
  }

  @Test("the pause menu names the chart played outside the story, and the chapter in it")
  func pauseMenuNamesTheChart() throws {
    let fixture = try HostFixture(start: 0, options: PlayOptions(renderRate: 10))
    let map = HostFixture.beatMap(title: "Goin' Under", notes: 8, laneCount: 4)
    func line(_ failure: FailureRule) throws -> String {
      var setup = FreePlaySceneTests.setup()
      setup.beatMap = map
      setup.failure = failure
      let session = try setup.session(.firewall, autoAssist: false, now: 0)
      return setup.scene(
        for: session, sourceLabel: nil, interpreter: fixture.host.interpreter, now: 0
      ).pausedLine
    }
    let difficulty = map.metadata.difficulty
    #expect(
      try line(.lifeBar) == (difficulty.isEmpty ? "Goin' Under" : "Goin' Under (\(difficulty))"))
    #expect(try line(.firewallIntegrity) == "Chapter 4: Firewall")
  }

  @Test("a No-fail run that emptied its life bar is marked so: it would have failed")
  func noFailMark() throws {
    // Enough notes that missing them all empties the life bar.
    let map = HostFixture.beatMap(title: "Alpha", notes: 64, laneCount: 4)
    func run(noFail: Bool, pressing: Bool) throws -> FreePlayResult {
      let session = try Self.finishedRun(
        on: map, as: .live, mods: PlayMods(noFail: noFail), pressing: pressing)
      let summary = session.summary()
      return FreePlayResult(
        chartHash: "a", title: "Alpha", chartName: "4K", summary: summary,
        playback: .normal, failure: .lifeBar, byBot: false, previousBest: nil, isNewBest: false,
        nextChart: nil, since: 0, mods: session.context.mods)
    }
    let missedAll = try run(noFail: true, pressing: false)
    #expect(missedAll.isCleared)
    #expect(missedAll.outcomeLabel == "CLEARED (NO-FAIL): WOULD HAVE FAILED")
    #expect(try run(noFail: true, pressing: true).outcomeLabel == "CLEARED (NO-FAIL)")
    #expect(try run(noFail: false, pressing: true).outcomeLabel == "CLEARED")
    #expect(try run(noFail: false, pressing: false).outcomeLabel == "FAILED")
  }

  @Test("a run is compared with its own judge's best only, and kept under that judge")
  func bestsPerJudge() throws {
    let (fixture, scene, bests) = try Self.freePlay()
    defer { withExtendedLifetime(fixture) {} }
    // The chart already has an osu! stable best far above any ITG score.
    var entry = FreePlaySceneTests.entry("Alpha", lanes: 4, audio: "songs/Alpha/a.ogg")
    let osu = BestResult(score: 595_181, headline: "osu", judge: "osu-stable", rate: 100)
    entry.bests = [osu]
    let map = HostFixture.beatMap(title: "Alpha", notes: 8, laneCount: 4)
    let itg = scene.result(
      of: try Self.finishedRun(on: map, as: .live, judge: JudgeChoice(.itg)), entry: entry, now: 0)
    #expect(itg.bestKey == BestKey(judge: "itg", rate: 100))
    #expect(itg.previousBest == nil, "no ITG best yet: the osu! one is not compared")
    #expect(itg.isNewBest)
    #expect(bests.recorded["alpha"]?.key == itg.bestKey)
    #expect(bests.recorded["alpha"]?.score ?? 0 < osu.score)
  }

  @Test("a player's clear on the result screen is the chart's new best, its previous shown")
  func playerBest() throws {
    let summary = ChapterSummary(chapter: .firewall, outcome: .cleared, score: 900, headline: "x")
    let previous = BestResult(score: 500, headline: "old")
    var result = FreePlayResult(
      chartHash: "a", title: "A", chartName: "Hard", summary: summary, playback: .normal,
      failure: .lifeBar, byBot: false, previousBest: previous, isNewBest: true, nextChart: nil,
      since: 0)
    #expect(result.best == BestResult(summary, under: BestKey(.starlight, rate: .normal)))
    #expect(result.previousBest == previous)
    result.move(by: -1)
    #expect(result.selection == .retry)
    result.move(by: 5)
    #expect(result.selection == .backToList)
    #expect(FreePlayResultView.destination(of: .nextChart, result) == "No other chart in the list")
  }

  @Test("the story's Chapter 4 keeps its firewall integrity on the HUD")
  func storyLabel() throws {
    let map = HostFixture.beatMap(title: "Story", notes: 4, laneCount: 4)
    let run = try FirewallRun(context: ChapterContext(beatMap: map))
    #expect(FirewallView.barLabel(run) == "FIREWALL INTEGRITY")
  }
}
