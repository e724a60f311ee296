import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 12's end-to-end promise on the simulated device: the real scene host plays a
/// jittered autoplay run of Chapter 4 through the real AudioManager, and what the device
/// played, aligned on the song's first sample, is the offline render of that run's replay
/// sample for sample, at every buffer size.
@Suite(.serialized, .sdlExclusive) struct LiveVersusRenderTests {
  static let start = Nanoseconds.seconds(40)
  static let songSeconds = 4
  static let tolerance: Float = 1e-6

  /// An impact with a sharp edge and a tail, so a sample off anywhere would show.
  static func impact() -> [Float] {
    (0..<(2_400 * 2)).map { index in
      let frame = Float(index / 2)
      return 0.3 * exp(-frame / 400) * (index / 2 % 37 < 18 ? 1 : -1)
    }
  }

  static func firstSound(_ samples: [Float]) -> Int? {
    samples.firstIndex { $0 != 0 }.map { $0 / 2 * 2 }
  }

  @Test(arguments: [64, 256, 1_024])
  func theLiveMixIsTheRenderOfItsReplay(bufferFrames: Int) throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    let assets = try AudioFixtureDirectory("twin")
    try assets.write(
      .bgmMain,
      samples: AudioFixtureDirectory.samples(frames: 48_000 * Self.songSeconds, seed: 0.02))
    try assets.write(.sfxShieldImpact, samples: Self.impact())
    let twin = TwinDeviceClock(
      start: Self.start, bufferFrames: bufferFrames, jitter: .milliseconds(1) / 2,
      seed: UInt64(bufferFrames))
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "tests", fullscreen: false)
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(bufferFrames: bufferFrames),
      clock: twin.base, mode: .decodeOnly)
    twin.attach(audio)
    audio.preloadAll()
    #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
    let host = SceneHost(
      canvas: canvas, audio: audio, events: ScriptedEventSource(clock: twin.base), clock: twin,
      options: PlayOptions(renderRate: 60),
      interpreter: EffectInterpreter(audio: audio, haptics: nil))
    var replays: [Replay] = []
    host.interpreter.onAttemptFinished = { replay, _ in replays.append(replay) }

    // Six notes, half a second apart, pressed by the bot with a 12 ms spread.
    let map = HostFixture.beatMap(title: "Twin", notes: 6, laneCount: 4)
    let context = ChapterContext(beatMap: map)
    let presses = Autoplay(jitterStandardDeviation: .milliseconds(12), seed: 7).actions(
      for: map.notes)
    let session = try ChapterSession(
      chapter: .firewall, context: context, inputSource: .scripted(.autoplay, presses),
      now: twin.now())
    _ = host.runChapter(
      session,
      setup: ChapterSetup(
        tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: true),
      sourceLabel: nil)
    withExtendedLifetime(sdl) {}

    let replay = try #require(replays.first)
    let timing = try #require(replay.audioTiming)
    #expect(timing.lateSounds == 0)
    #expect(timing.hitSoundLatency == audio.hitSoundLatency.nanoseconds())
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map,
      clips: ReplayAudioScore.Clips(
        song: audio.songClip, assets: [.sfxShieldImpact: try #require(audio.clip(.sfxShieldImpact))]
      ))
    #expect(result.hitSoundLatency == audio.hitSoundLatency)
    var engine = result.engine()
    let rendered = OfflineRenderer().render(
      result.score, engine: &engine, length: .untilSilent(maxFrames: 48_000 * 30))
    let live = twin.output
    let liveStart = try #require(Self.firstSound(live))
    let renderStart = try #require(Self.firstSound(rendered))
    let count = min(live.count - liveStart, rendered.count - renderStart)
    // Every hit sound (the last press near 3 s, L and the impact after it) is inside the
    // compared stretch, which runs until the live run ended.
    #expect(count >= 2 * 48_000 * 33 / 10)
    var largest: Float = 0
    for index in 0..<count {
      largest = max(largest, abs(live[liveStart + index] - rendered[renderStart + index]))
    }
    #expect(largest <= Self.tolerance, "largest difference \(largest)")
    #expect(result.scheduledSounds == map.notes.count)
  }
}
