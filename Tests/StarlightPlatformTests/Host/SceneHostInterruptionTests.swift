import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Interruptions through the real scene host: a gamepad unplugged mid-chapter pauses it,
/// and the pause menu's Resume counts in before play goes on.
@Suite(.serialized, .sdlExclusive) struct SceneHostInterruptionTests {
  @Test func unpluggingThePadPausesTheChapter() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(1), renderRate: 30))
    // Unplugged 1.5 s in (chapter time -0.5 s); Resume chosen 2 s later.
    fixture.events.schedule(.controllerRemoved, at: start + .milliseconds(1_500))
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(3_500))
    var pausedAt: Nanoseconds?
    fixture.host.interpreter.observer = { effect, now in
      if effect == .rumble(.stopAll), pausedAt == nil { pausedAt = now }
    }
    let finished = try fixture.runFirewallBot(
      on: HostFixture.beatMap(title: "Unplug", notes: 3, laneCount: 2))
    #expect(pausedAt == start + .milliseconds(1_500))
    // The chapter stood still while paused and through the 3 s count-in, then ran to 1 s.
    let elapsed = fixture.clock.now() - start
    #expect(
      elapsed >= .milliseconds(3_500) + StoryTuning.defaults.countInDuration + .milliseconds(1_500))
    #expect(finished.chapterTime(at: fixture.clock.now()) >= .seconds(1))
  }

  @Test func pluggingThePadBackContinuesTheChapter() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(1), renderRate: 30))
    // Unplugged 1.5 s in, plugged back 2 s later: no menu key is pressed at all.
    fixture.events.schedule(.controllerRemoved, at: start + .milliseconds(1_500))
    fixture.events.schedule(.controllerAdded, at: start + .milliseconds(3_500))
    var resumedAt: Nanoseconds?
    fixture.host.interpreter.observer = { effect, now in
      if case .music(.resume) = effect, resumedAt == nil { resumedAt = now }
    }
    let finished = try fixture.runFirewallBot(
      on: HostFixture.beatMap(title: "Replug", notes: 3, laneCount: 2))
    // Plugging back counts in, then the song resumes where it stopped.
    #expect(resumedAt == start + .milliseconds(3_500) + StoryTuning.defaults.countInDuration)
    #expect(finished.chapterTime(at: fixture.clock.now()) >= .seconds(1))
  }

  @Test func pluggingAPadInWithoutAnUnplugLeavesAPauseAlone() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(1), renderRate: 30))
    // Paused from the keyboard, then a second pad arrives: the game stays paused until
    // Resume is chosen.
    fixture.events.schedule(.menu(.pause), at: start + .milliseconds(1_500))
    fixture.events.schedule(.controllerAdded, at: start + .milliseconds(2_000))
    fixture.events.schedule(.menu(.confirm), at: start + .milliseconds(6_000))
    var resumedAt: Nanoseconds?
    fixture.host.interpreter.observer = { effect, now in
      if case .music(.resume) = effect, resumedAt == nil { resumedAt = now }
    }
    _ = try fixture.runFirewallBot(
      on: HostFixture.beatMap(title: "Second pad", notes: 3, laneCount: 2))
    #expect(resumedAt == start + .milliseconds(6_000) + StoryTuning.defaults.countInDuration)
  }
}
