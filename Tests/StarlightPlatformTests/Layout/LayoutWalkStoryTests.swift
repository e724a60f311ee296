import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 35 item 7 on the story: every chapter played by its bot from its title card to its
/// result, Chapter 4 paused on the way and its dev overlay opened, then the end screen;
/// every frame checked for text over text.
@Suite(.serialized, .sdlExclusive) struct LayoutWalkStoryTests {
  @Test("the six chapters, their title cards, results, pause menu and overlay: no text over text")
  func wholeStory() throws {
    let walk = try LayoutWalk(seconds: 600)
    let fixture = walk.fixture
    // The closures the host keeps hold the log, never the walk: the walk holds the host,
    // and a cycle would keep its audio device open into the tests after this one.
    let log = walk.log
    let (events, clock) = (fixture.events, fixture.clock)
    var ended: [ChapterID] = []
    var firewallSeen = false
    fixture.host.interpreter.observer = { effect, now in
      if case .chapterEnded(let chapter, _) = effect { ended.append(chapter) }
      // Chapter 4's first block: paused and resumed, then its dev overlay opened and closed.
      guard case .sound(.shieldImpact, _) = effect, !firewallSeen else { return }
      firewallSeen = true
      events.schedule(.menu(.pause), at: now + .seconds(3))
      events.schedule(.menu(.down), at: now + .milliseconds(3_300))
      events.schedule(.menu(.up), at: now + .milliseconds(3_600))
      events.schedule(.menu(.confirm), at: now + .milliseconds(3_900))
      events.schedule(.overlay(.command(.toggle)), at: now + .seconds(8))
      events.schedule(.overlay(.command(.toggle)), at: now + .seconds(12))
    }
    fixture.host.interpreter.onAttemptFinished = { _, summary in
      log.context = "after \(summary.chapter)"
      let now = clock.now()
      events.schedule(.menu(.confirm), at: now + .seconds(2))
      // The story's last chapter ends it (whichever the catalog registers last).
      if summary.chapter == ChapterCatalog.available.last {
        let end = now + .seconds(2) + Tuning.defaults.story.endScreenDuration
        events.schedule(.menu(.confirm), at: end + .seconds(1))
        events.schedule(.menu(.back), at: end + .seconds(2))
        events.schedule(.menu(.confirm), at: end + .seconds(3))
      }
    }
    events.schedule(.menu(.confirm), at: LayoutWalk.start + .seconds(1))
    var tuning = Tuning.defaults
    tuning.powerUp.capacitorsToClear = 2
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: tuning.story,
      chapters: ChapterCatalog.available, start: .title, now: clock.now())
    let setup = ChapterSetup(
      tuning: tuning,
      beatMap: HostFixture.beatMap(title: "Story", notes: 24, laneCount: 4),
      bindings: .defaults, audioOffset: 0, bots: true)
    _ = fixture.host.runStory(flow, setup: setup, onProgress: { _ in nil }, onSettings: { _ in })
    let last = try #require(ChapterCatalog.available.last)
    #expect(ended.contains(last), "the walk reached the last chapter")
    #expect(firewallSeen)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }
}
