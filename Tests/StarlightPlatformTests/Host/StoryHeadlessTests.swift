import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The whole story through the real scene host on SDL's dummy drivers, a manual clock and
/// scripted events: the title screen, Start, all six chapters played by their bots in order,
/// the end screen and Quit; every music cross-fade recorded where it happens, and every
/// chapter's sounds and rumbles recorded as the effects it asked for.
@Suite(.serialized, .sdlExclusive) struct StoryHeadlessTests {
  @Test func theStoryPlaysThroughWithItsBotsAndMusic() throws {
    let start = Nanoseconds.seconds(10)
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 20))
    let clock = fixture.clock
    let events = fixture.events
    let host = fixture.host
    // Start is the first item on a fresh title screen.
    events.schedule(.menu(.confirm), at: start + .seconds(1))
    var music: [(MusicCommand, Nanoseconds)] = []
    var attempts: [ChapterSummary] = []
    var chaptersEnded: [ChapterID] = []
    // Sounds and rumbles by the chapter in play when they came (the one not yet ended).
    var feedback: [ChapterID: Set<String>] = [:]
    host.interpreter.observer = { effect, now in
      let current = ChapterID.allCases.first { !chaptersEnded.contains($0) } ?? .finale
      switch effect {
      case .music(let command): music.append((command, now))
      case .chapterEnded(let chapter, .cleared): chaptersEnded.append(chapter)
      case .sound(let sound, _): feedback[current, default: []].insert(sound.rawValue)
      case .rumble(.start(let pattern, _)): feedback[current, default: []].insert(pattern.rawValue)
      case .rumble(.transient): feedback[current, default: []].insert("transient")
      default: break
      }
    }
    // The player reads each result for two seconds and presses Enter (Next). After the
    // last, the end screen waits its time; Enter leads to the title, Esc to Quit, Enter.
    let endWait = Tuning.defaults.story.endScreenDuration
    host.interpreter.onAttemptFinished = { _, summary in
      attempts.append(summary)
      let now = clock.now()
      events.schedule(.menu(.confirm), at: now + .seconds(2))
      // The story's last chapter ends it (whichever the catalog registers last).
      if summary.chapter == ChapterCatalog.available.last {
        let end = now + .seconds(2)
        events.schedule(.menu(.confirm), at: end + endWait + .seconds(1))
        events.schedule(.menu(.back), at: end + endWait + .seconds(2))
        events.schedule(.menu(.confirm), at: end + endWait + .seconds(3))
      }
    }
    var tuning = Tuning.defaults
    tuning.powerUp.capacitorsToClear = 2
    var saved: [StoryProgress] = []
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: tuning.story,
      chapters: ChapterCatalog.available, start: .title, now: clock.now())
    let setup = ChapterSetup(
      tuning: tuning,
      beatMap: HostFixture.beatMap(title: "Story", notes: 5, laneCount: 4), bindings: .defaults,
      audioOffset: 0, bots: true)
    let ended = host.runStory(
      flow, setup: setup,
      onProgress: {
        saved.append($0)
        return nil
      }, onSettings: { _ in })

    let chapters = ChapterID.allCases
    #expect(ChapterCatalog.available == chapters, "every chapter is in the story")
    #expect(chaptersEnded == chapters)
    let expected: [ChapterID: Set<String>] = [
      .powerUp: ["capacitor_charge", "sfx_haptic_thud", "thud"],
      .hearts: ["sfx_success_chime", "transient"],
      .cipher: ["sfx_click", "transient", "sfx_haptic_thud", "thud"],
      .firewall: ["sfx_shield_impact", "thud"],
      .network: ["sfx_success_chime"],
      .finale: ["heartbeat", "sfx_success_chime"],
    ]
    for (chapter, sounds) in expected {
      #expect(
        sounds.isSubset(of: feedback[chapter] ?? []),
        "Chapter \(chapter.number): \(feedback[chapter] ?? [])")
    }
    #expect(attempts.map(\.chapter) == chapters)
    #expect(attempts.allSatisfy { $0.outcome == .cleared })
    // The bots' story is theirs: it clears and unlocks nothing of the player's.
    #expect((saved.last?.cleared ?? []).isEmpty)
    #expect(saved.allSatisfy { $0.best.isEmpty })
    let commands = music.map(\.0)
    // The title's theme, then a cross-fade into every title card; Chapter 4's song comes in
    // on its own clock; Chapter 6 ends on the finale, played once, and nothing after it.
    #expect(commands.first == .play(.main, from: 0))
    let mainFades = commands.filter { $0 == .crossFade(to: .main, from: 0) }
    #expect(mainFades.count >= 3)
    #expect(commands.contains(.crossFade(to: .chapterSong, from: -GameConstants.leadIn)))
    #expect(commands.filter { $0 == .crossFade(to: .finale, from: 0) }.count == 1)
    #expect(commands.last == .crossFade(to: .finale, from: 0))
    #expect(ended.screen == .finished, "Quit from the title screen ends the game")
  }
}
