import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The scene host with a song on SDL's dummy audio driver, on a manual clock: an
/// `SDL_AUDIODEVICEREMOVED` mid-song pauses the game, the device is reopened, "Welcome
/// back" waits for a press, the count-in runs, and play resumes in place.
@Suite(.serialized, .sdlExclusive) struct SceneHostAudioTests {
  static let quitAfter = Nanoseconds.seconds(3)

  @Test func deviceRemovedMidSongPausesReconnectsAndResumesInPlace() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    let assets = try AudioFixtureDirectory("loop")
    try assets.write(.bgmMain, samples: [Float](repeating: 0.05, count: 48_000 * 2 * 10))
    let start = Nanoseconds.seconds(50)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: Self.quitAfter, renderRate: 60),
      assetsDirectory: assets.path)
    let audio = fixture.audio
    let clock = fixture.clock
    audio.preloadAll()
    #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
    let events = fixture.events
    // Removed 2.5 s in: half a second into the song, between the first notes.
    let removal = start + .milliseconds(2_500)
    events.schedule(at: removal) {
      var removed = SDL_Event()
      removed.type = SDL_AUDIODEVICEREMOVED.rawValue
      removed.adevice.which = 2
      return audio.handle(removed, now: removal).map { .audioDevice($0) }
    }
    // A press long after the reconnect answers "Welcome back".
    events.schedule(.anyPress, at: removal + .seconds(10))
    let host = fixture.host
    var attempts: [ChapterSummary] = []
    host.interpreter.onAttemptFinished = { _, summary in attempts.append(summary) }
    let finished = try fixture.runFirewallBot(
      on: HostFixture.beatMap(title: "Smoke", notes: 5, laneCount: 3))

    #expect(host.interruptions.overlay == .none)
    #expect(audio.status == .open(device: audio.deviceDescription))
    #expect(audio.reconnects == 1)
    // The pause held the song where it was: the attempt took its 5 s of chapter time plus
    // the time away (10 s) and the count-in.
    #expect(clock.now() - start >= .seconds(5 + 10) + StoryTuning.defaults.countInDuration)
    // Judged from chapter time only: the interruption changes nothing for a replay, every
    // note reached is still perfect.
    let run = try #require(finished.stepper.rules(as: FirewallRun.self))
    let reached = run.judgements.prefix { $0 != nil }
    #expect(reached.count == 5)
    for judgement in reached {
      #expect(judgement == .hit(tier: 0, offset: 0))
    }
    #expect(attempts.count == 1)
  }
}
