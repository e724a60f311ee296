import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// `SDL_AUDIODEVICEREMOVED` injected into a headless run on the dummy driver: the clock
/// freezes, the music holds, a reopen is tried, and the song resumes where it was.
@Suite(.serialized, .sdlExclusive) struct DeviceRemovalTests {
  static func removalEvent() -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_AUDIODEVICEREMOVED.rawValue
    event.adevice.which = 2
    event.adevice.iscapture = 0
    return event
  }

  @Test func removalFreezesReconnectsAndResumesInPlace() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("removal")
    try assets.write(.bgmMain, samples: [Float](repeating: 0.1, count: 48_000 * 2 * 20))
    let clock = PerformanceClock()
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(muted: true), clock: clock)
    audio.preloadAll()
    #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
    audio.playSong(from: .milliseconds(100), now: clock.now())
    #expect(audio.mixer.waitUntilMixed(moreThan: 48_000 / 10, limit: 5))
    #expect((audio.songTime(at: clock.now()) ?? 0) > .milliseconds(100))

    // The event goes through SDL's queue, as a real one would.
    var pushed = Self.removalEvent()
    #expect(SDL_PushEvent(&pushed) == 1)
    var received = SDL_Event()
    var change: AudioDeviceChange?
    while SDL_PollEvent(&received) != 0 {
      if let result = audio.handle(received, now: clock.now()) { change = result }
    }
    #expect(change == .lost)
    #expect(audio.status == .reconnecting)
    #expect(!audio.isAvailable)

    // Frozen: the clock reads the same however much time passes; no frames are mixed.
    let frozenAt = clock.now()
    let frozen = audio.songTime(at: frozenAt)
    let framesAtLoss = audio.framesMixed
    let songFrameAtLoss = audio.mixer.withEngine { $0.songFrame }
    #expect(audio.songTime(at: clock.now()) == frozen)
    #expect(audio.songTime(at: frozenAt + .seconds(10)) == frozen)
    #expect(audio.framesMixed == framesAtLoss)
    #expect(audio.mixer.withEngine { $0.songFrame } == songFrameAtLoss)

    // The first attempt is due at once; on the dummy driver it succeeds.
    let resumedAt = clock.now()
    #expect(audio.update(now: resumedAt) == .restored(device: audio.deviceDescription))
    #expect(audio.status == .open(device: audio.deviceDescription))
    // The clock carries on from exactly where it froze (start = now - savedPosition)...
    #expect(audio.songTime(at: resumedAt) == frozen)
    // ...and the audio resumes on the frame the clock names, not from the start.
    #expect(audio.mixer.waitUntilMixed(moreThan: framesAtLoss + 4_800, limit: 5))
    let reading = try #require(audio.mixer.latestReading())
    let format = audio.format
    let heard = reading.heardPosition(at: clock.now(), format: format)
    let clockNow = try #require(audio.songTime(at: clock.now()))
    #expect(reading.isSongRunning)
    #expect(abs(heard - clockNow) < .milliseconds(15))
    let frozenFrame = format.frames(try #require(frozen))
    #expect(abs(audio.mixer.withEngine { $0.songFrame } - frozenFrame) < 48_000)
    withExtendedLifetime(environment) {}
  }

  @Test func musicPausedByTheGameStaysPausedWhenTheDeviceReturns() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("removal-paused")
    try assets.write(.bgmMain, samples: [Float](repeating: 0.1, count: 48_000 * 2 * 5))
    let clock = PerformanceClock()
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(muted: true), clock: clock)
    audio.preloadAll()
    audio.playMusic(.bgmMain, now: clock.now())
    #expect(audio.mixer.waitUntilMixed(moreThan: 2_400, limit: 5))
    #expect(audio.handle(Self.removalEvent(), now: clock.now()) == .lost)
    audio.pauseMusic(now: clock.now())
    let frozen = audio.songTime(at: clock.now())
    #expect(audio.update(now: clock.now()) != nil)
    let mixed = audio.framesMixed
    #expect(audio.mixer.waitUntilMixed(moreThan: mixed + 2_400, limit: 5))
    #expect(audio.mixer.withEngine { $0.isMusicPaused })
    #expect(audio.songTime(at: clock.now() + .seconds(1)) == frozen)
    // The game resumes it, and the clock follows from there.
    audio.resumeMusic(at: try #require(frozen), now: clock.now())
    let resumedFrames = audio.framesMixed
    #expect(audio.mixer.waitUntilMixed(moreThan: resumedFrames + 2_400, limit: 5))
    #expect(audio.mixer.withEngine { $0.isSongRunning })
    withExtendedLifetime(environment) {}
  }

  @Test func withNoDeviceComingBackItGivesUpAndGoesSilent() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("removal-gone")
    try assets.write(.bgmMain, samples: [Float](repeating: 0.1, count: 48_000 * 2))
    let audio = AudioManager(assetsDirectory: assets.path, settings: AudioSettings(muted: true))
    audio.preloadAll()
    audio.playMusic(.bgmMain, now: 0)
    #expect(audio.handle(Self.removalEvent(), now: 0) == .lost)
    // No driver can open any more.
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1)
    audio.stopSubsystem()
    var now: Nanoseconds = 0
    var last: AudioDeviceChange?
    for _ in 0..<200 where last == nil {
      now += .milliseconds(500)
      last = audio.update(now: now)
    }
    #expect(last == .gaveUp)
    #expect(audio.status.notice?.contains("playing silently") == true)
    #expect(audio.songTime(at: now) == nil)  // the caller's monotonic timeline takes over
    audio.play(.shieldImpact)
    audio.resumeMusic(at: 0)
    withExtendedLifetime(environment) {}
  }
}
