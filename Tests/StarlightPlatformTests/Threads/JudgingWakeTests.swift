import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The judging thread sleeps until the next due event or an input instead of waking every
/// half millisecond: stepped only at the wakes it asks for, a bot's run is judged exactly
/// as one stepped every half millisecond, in a small fraction of the steps; on a menu it
/// sleeps until a key or the screen's next timed change.
@Suite(.serialized, .sdlExclusive) struct JudgingWakeTests {
  static let start = Nanoseconds.seconds(40)
  static let map = HostFixture.beatMap(title: "Wake", notes: 8, laneCount: 4)

  /// A bot's run through the host's judging path, stepped at the wakes `next` gives;
  /// returns the judgements and the number of steps.
  static func run(next: (SceneHost, ChapterScene, Nanoseconds) -> Nanoseconds) throws
    -> (judgements: [Judgement?], steps: Int)
  {
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 60))
    let context = ChapterContext(beatMap: map)
    let session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(.autoplay, FirewallRun.botActions(context: context)),
      now: fixture.clock.now())
    let scene = fixture.host.chapterScene(
      session,
      setup: ChapterSetup(
        tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: true),
      sourceLabel: nil)
    var steps = 0
    while steps < 1_000_000 {
      steps += 1
      let (now, running) = fixture.host.judgeStep(scene)
      guard running else { break }
      // The manual clock moves straight on to the wake, as the judging thread's sleep would.
      fixture.clock.advance(by: max(0, next(fixture.host, scene, now) - now))
    }
    withExtendedLifetime(fixture.sdl) {}
    let rules = try #require(scene.session.stepper.rules(as: FirewallRun.self))
    return (rules.judgements, steps)
  }

  @Test func steppedAtItsWakesTheRunIsJudgedTheSame() throws {
    let polled = try Self.run { _, _, now in now + FramePacer.pumpInterval }
    let woken = try Self.run { host, scene, now in host.nextJudgingWake(scene, now: now) }
    #expect(woken.judgements == polled.judgements)
    #expect(woken.judgements.allSatisfy { if case .hit = $0 { true } else { false } })
    // About a step per 10 ms and per press or release, against one per 0.5 ms.
    #expect(woken.steps * 10 < polled.steps, "\(woken.steps) steps against \(polled.steps)")
  }

  @Test func aMenuSleepsUntilAKeyOrItsNextTimedChange() throws {
    let fixture = try HostFixture(start: Self.start, options: PlayOptions(renderRate: 60))
    let now = fixture.clock.now()
    let longest = now + ThreadTuning.judgingLongestSleep
    let error = ErrorScene(title: "menu", lines: [])
    #expect(fixture.host.nextJudgingWake(error, now: now) == longest)
    // The story's title screen waits for a key (a key wakes the thread); a title card
    // wakes it at the card's end.
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: Self.map, bindings: .defaults, audioOffset: 0, bots: false)
    func story(_ start: StoryStart) -> StoryScene {
      StoryScene(
        flow: StoryFlow(
          progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
          chapters: ChapterCatalog.available, start: start, now: now),
        setup: setup, interpreter: fixture.host.interpreter, onProgress: { _ in nil },
        onSettings: { _ in }, now: now)
    }
    #expect(fixture.host.nextJudgingWake(story(.title), now: now) == longest)
    let card = story(.chapter(.firewall))
    let end = try #require(card.flow.nextTimedChange)
    let justBefore = end - .milliseconds(1)
    #expect(fixture.host.nextJudgingWake(card, now: justBefore) == end)
    withExtendedLifetime(fixture.sdl) {}
  }

  @Test func aPressFromAReaderWakesTheSleeper() {
    let wake = WakeSignal()
    let inputs = StampedInputQueue(arrival: wake)
    #expect(!wake.wait(upTo: 0))
    inputs.push(StampedInput(input: .lane(0, .press), stamp: 1))
    inputs.push(StampedInput(input: .lane(0, .release), stamp: 2))
    // Signalled: the wake is pending (asked to wait no time at all, it reports it).
    #expect(wake.wait(upTo: 0))
    // The two pushes collapsed into one wake; both inputs are there to drain.
    #expect(!wake.wait(upTo: 0))
    #expect(inputs.drain().count == 2)
  }
}
