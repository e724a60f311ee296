import CSDL2
import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// The live loop with a song on SDL's dummy audio driver: Chapter 4's clock follows the
/// audio, and an `SDL_AUDIODEVICEREMOVED` injected mid-song pauses the game, the device is
/// reopened, "Welcome back" waits for a press, and play resumes in place.
@Suite(.serialized, .sdlExclusive) struct GameLoopAudioTests {
  static let quitAfter = Nanoseconds.seconds(3)

  static func beatMap() -> BeatMap {
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    let notes = (1...5).map { BeatMapNote(beat: Double($0), lane: $0 % 3) }
    return BeatMap(
      metadata: BeatMapMetadata(title: "Audio", artist: "Tests", difficulty: "Easy"),
      audioFile: "song.ogg", audioDuration: .seconds(10), laneCount: 3, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "audio-loop")
  }

  /// Pushes events from another thread while the loop runs (SDL_PushEvent is thread-safe).
  final class EventInjector: Sendable {
    private let running = Mutex(true)

    func stop() { running.withLock { $0 = false } }

    func start(after removalMs: UInt32) {
      Thread.detachNewThread { [self] in
        SDL_Delay(removalMs)
        var removed = SDL_Event()
        removed.type = SDL_AUDIODEVICEREMOVED.rawValue
        removed.adevice.which = 2
        SDL_PushEvent(&removed)
        // Then press a key now and then until the loop is done ("Welcome back").
        var waited: UInt32 = 0
        while running.withLock({ $0 }) {
          SDL_Delay(250)
          waited += 250
          var key = SDL_Event()
          key.type = SDL_KEYDOWN.rawValue
          key.key.keysym.scancode = SDL_SCANCODE_SPACE
          SDL_PushEvent(&key)
          if waited > 20_000 {
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
          }
        }
      }
    }
  }

  @Test func deviceRemovedMidSongPausesReconnectsAndResumesInPlace() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    let assets = try AudioFixtureDirectory("loop")
    try assets.write(.bgmMain, samples: [Float](repeating: 0.05, count: 48_000 * 2 * 10))
    let injector = EventInjector()
    let finished: FirewallSession
    var attempts: [RunSummary] = []
    let audio: AudioManager
    do {
      let sdl = try SDLContext()
      let canvas = try Canvas(title: "audio", fullscreen: false)
      let clock = PerformanceClock()
      audio = AudioManager(
        assetsDirectory: assets.path, settings: AudioSettings(muted: true), clock: clock)
      audio.preloadAll()
      #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
      let loop = GameLoop(
        canvas: canvas, audio: audio, capture: InputCapture(clock: clock), clock: clock,
        options: PlayOptions(quitAfter: Self.quitAfter, renderRate: 60))
      loop.onAttemptFinished = { _, summary in attempts.append(summary) }
      let map = Self.beatMap()
      let session = FirewallSession(
        beatMap: map, inputSource: .scripted(.autoplay, Autoplay().events(for: map.notes)),
        now: clock.now())
      // Removed 2.5 s in: half a second into the song, between the first notes.
      injector.start(after: 2_500)
      finished = loop.run(session, keyLabels: ["F", "J", "K"])
      injector.stop()
      #expect(loop.interruptions.overlay == .none)
      withExtendedLifetime(sdl) {}
    }
    #expect(audio.status == .open(device: audio.deviceDescription))
    #expect(audio.reconnects == 1)
    #expect(audio.isClockLocked)
    #expect(audio.framesMixed > 0)
    // Judged from song time only: the interruption and the audio-locked clock change
    // nothing for a replay, every note is still perfect.
    #expect(finished.run.outcome == .cleared)
    #expect(finished.run.judgements.count == 5)
    for judgement in finished.run.judgements {
      #expect(judgement == .hit(tier: 0, offset: 0))
    }
    #expect(attempts.count == 1)
  }
}
