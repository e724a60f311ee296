import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Practice mode through the real scene host on a manual clock: the chooser, the loop, the
/// menu, the replay it saves, and the break reminder on its own (manual) wall clock.
@Suite("Practice in the host", .serialized, .sdlExclusive)
struct PracticeFlowTests {
  /// Notes on beats 1 to 16 at 120 BPM, 4 lanes, a 10 s song.
  static let map = HostFixture.beatMap(title: "Loop", notes: 16, laneCount: 4)

  static func setup(bots: Bool = true) -> ChapterSetup {
    ChapterSetup(tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: bots)
  }

  static func plan(loops: PracticePlan.Loops, rate: Int = 125) throws -> PracticePlan {
    try PracticePlan(
      section: PracticeSection.beats(4, to: 8, in: map), loops: loops, gap: .seconds(1),
      countInBeats: 2, rate: try #require(PlaybackRate(hundredths: rate)))
  }

  @Test(
    "Enter on the chooser starts the loop; two passes by the bot; Esc leaves and the replay holds both"
  )
  func chooserLoopReplay() throws {
    let fixture = try HostFixture(start: .seconds(1), options: PlayOptions())
    var saved: [Replay] = []
    fixture.host.interpreter.onAttemptFinished = { replay, _ in saved.append(replay) }
    let scene = PracticeFlowScene(
      map: Self.map, setup: Self.setup(), interpreter: fixture.host.interpreter, breaks: nil,
      plan: try Self.plan(loops: .times(2)), now: fixture.clock.now())
    let start = fixture.clock.now()
    fixture.events.schedule(.menu(.down), at: start + .milliseconds(100))
    fixture.events.schedule(.menu(.down), at: start + .milliseconds(200))
    fixture.events.schedule(.menu(.down), at: start + .milliseconds(300))
    fixture.events.schedule(.menu(.right), at: start + .milliseconds(400))  // rate 1.25x -> 1.30x
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(500))
    // Two passes of 2 s of song at 1.3x, counted in and a gap apart, are over by 12 s.
    fixture.events.schedule(.menu(.back), at: start + .seconds(12))
    fixture.host.run(scene)
    #expect(scene.isDone)
    let replay = try #require(saved.last)
    #expect(replay.playback.rate == PlaybackRate(hundredths: 130))
    #expect(replay.practice?.passes.map(\.number) == [1, 2])
    for pass in replay.passReplays {
      let run = try #require(try ReplaySimulator.simulate(pass, beatMap: Self.map) as? FirewallRun)
      #expect(RunSummary(run: run).accuracy == 1)
    }
    #expect(saved.count == 1)
  }

  @Test("a plan refused on the chooser says why and stays on the chooser")
  func refusedPlan() throws {
    var chooser = SectionChooser(map: Self.map)
    chooser.adjust(by: 1)  // From: one measure later, 4..16
    chooser.move(by: 1)
    for _ in 0..<5 { chooser.adjust(by: -1) }  // To cannot pass the start
    #expect(chooser.notice?.contains("must come after the start") == true)
    #expect(chooser.value(of: .end) == "end of measure 2 (beat 8)")
    let scene = SectionChooserScene(chooser: chooser)
    #expect(scene.handle(.confirm, now: 0) == .finished)
    #expect(scene.chosen != nil)
  }

  @Test(
    "the break reminder waits for the gap, never over notes; the loop holds until it is answered; snooze brings it back 10 minutes later"
  )
  func breakReminder() throws {
    let fixture = try HostFixture(start: .seconds(1), options: PlayOptions())
    let wall = ManualClock(start: .seconds(1_000_000))
    let breaks = BreakWatch(
      settings: BreakReminder.Settings(enabled: true, minutes: 5), wallClock: wall)
    let plan = try Self.plan(loops: .forever, rate: 100)
    let scene = PracticeFlowScene(
      map: Self.map, setup: Self.setup(), interpreter: fixture.host.interpreter, breaks: breaks,
      plan: plan, playAtOnce: true, now: fixture.clock.now())
    let start = fixture.clock.now()
    // Count-in 1 s, pass 1 plays 2 s (start + 1 s to + 3 s), gap to + 4 s.
    var seen: [String: Bool] = [:]
    var passesWhenShown = 0
    // Six minutes of the wall pass while pass 1's notes come, a minute at a time (play goes
    // on throughout: no gap of five minutes, which would count as a rest).
    Self.pass(minutes: 6, of: wall, from: start + .milliseconds(1_100), on: fixture.events)
    fixture.events.schedule(at: start + .milliseconds(2_500)) {
      seen["mid-pass"] = breaks.isShowing
      return nil
    }
    fixture.events.schedule(at: start + .milliseconds(3_300)) {
      seen["gap"] = breaks.isShowing
      passesWhenShown = scene.practice?.session.results.count ?? -1
      return nil
    }
    fixture.events.schedule(at: start + .milliseconds(20_000)) {
      seen["held"] = breaks.isShowing && scene.practice?.session.results.count == passesWhenShown
      return nil
    }
    fixture.events.schedule(.menu(.down), at: start + .milliseconds(20_100))
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(20_200))  // snooze
    fixture.events.schedule(at: start + .milliseconds(25_000)) {
      seen["after snooze"] = breaks.isShowing
      seen["loop went on"] = (scene.practice?.session.results.count ?? 0) > passesWhenShown
      return nil
    }
    Self.pass(minutes: 11, of: wall, from: start + .milliseconds(25_100), on: fixture.events)
    fixture.events.schedule(at: start + .milliseconds(34_000)) {
      seen["snooze over"] = breaks.isShowing
      return nil
    }
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(34_100))  // dismiss
    fixture.events.schedule(.menu(.pause), at: start + .milliseconds(34_200))
    fixture.events.schedule(.menu(.up), at: start + .milliseconds(34_300))
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(34_400))  // Leave
    fixture.host.run(scene)
    #expect(seen["mid-pass"] == false)
    #expect(seen["gap"] == true)
    #expect(passesWhenShown == 1)
    #expect(seen["held"] == true)
    #expect(seen["after snooze"] == false)
    #expect(seen["loop went on"] == true)
    #expect(seen["snooze over"] == true)
    #expect(scene.isDone)
  }

  /// Moves `wall` on a minute every 100 ms of media time from `start`, `minutes` times.
  static func pass(
    minutes: Int, of wall: ManualClock, from start: Nanoseconds, on events: ScriptedEventSource
  ) {
    for step in 0..<minutes {
      events.schedule(at: start + Nanoseconds(step) * .milliseconds(100)) {
        wall.advance(by: .seconds(60))
        return nil
      }
    }
  }
}
