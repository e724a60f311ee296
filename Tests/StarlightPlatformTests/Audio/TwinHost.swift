import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The real scene host and AudioManager on the simulated device (a twin clock whose device
/// callbacks jitter), with a song and the shield impact written as assets, collecting the
/// attempts it finishes; and the comparison of what the device played with the offline
/// render of a replay. Shared by the live-against-render and judging hand-over tests.
final class TwinHost {
  let assets: AudioFixtureDirectory
  let twin: TwinDeviceClock
  let sdl: SDLContext
  let audio: AudioManager
  let host: SceneHost
  let events: ScriptedEventSource
  private(set) var replays: [Replay] = []

  init(
    name: String, start: Nanoseconds, bufferFrames: Int, songSeconds: Int, seed: UInt64
  ) throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    assets = try AudioFixtureDirectory(name)
    try assets.write(
      .bgmMain, samples: AudioFixtureDirectory.samples(frames: 48_000 * songSeconds, seed: 0.02))
    try assets.write(.sfxShieldImpact, samples: LiveVersusRenderTests.impact())
    twin = TwinDeviceClock(
      start: start, bufferFrames: bufferFrames, jitter: .milliseconds(1) / 2, seed: seed)
    sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "tests", fullscreen: false)
    audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(bufferFrames: bufferFrames),
      clock: twin.base, mode: .decodeOnly)
    twin.attach(audio)
    audio.preloadAll()
    #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
    events = ScriptedEventSource(clock: twin.base)
    host = SceneHost(
      canvas: canvas, audio: audio, events: events, clock: twin,
      options: PlayOptions(renderRate: 60),
      interpreter: EffectInterpreter(audio: audio, haptics: nil))
    host.interpreter.onAttemptFinished = { [weak self] replay, _ in self?.replays.append(replay) }
  }

  /// Renders `replay` offline and compares it with what the device played, both aligned on
  /// their first sound: the largest sample difference, the samples compared and the
  /// render's result (its scheduled sounds and L).
  func compareWithRender(_ replay: Replay, map: BeatMap) throws
    -> (largest: Float, count: Int, result: ReplayAudioScore.Result)
  {
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map,
      clips: ReplayAudioScore.Clips(
        song: audio.songClip, assets: [.sfxShieldImpact: try #require(audio.clip(.sfxShieldImpact))]
      ))
    var engine = result.engine()
    let rendered = OfflineRenderer().render(
      result.score, engine: &engine, length: .untilSilent(maxFrames: 48_000 * 30))
    let live = twin.output
    let liveStart = try #require(LiveVersusRenderTests.firstSound(live))
    let renderStart = try #require(LiveVersusRenderTests.firstSound(rendered))
    let count = min(live.count - liveStart, rendered.count - renderStart)
    var largest: Float = 0
    for index in 0..<count {
      largest = max(largest, abs(live[liveStart + index] - rendered[renderStart + index]))
    }
    return (largest, count, result)
  }
}
