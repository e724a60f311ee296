import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The judging path alone hands hit sounds to the audio thread: presses stamped off the
/// drawing thread are judged and their sounds reach the (simulated) device on a manual
/// clock with no frame ever drawn, every one on time and on the sample the offline render
/// of the run's replay puts it.
@Suite(.serialized, .sdlExclusive) struct JudgingHandOverTests {
  static let start = Nanoseconds.seconds(30)

  @Test(arguments: [64, 256])
  func soundsReachTheAudioThreadWithNoFrameDrawn(bufferFrames: Int) throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    let assets = try AudioFixtureDirectory("handover")
    try assets.write(
      .bgmMain, samples: AudioFixtureDirectory.samples(frames: 48_000 * 4, seed: 0.02))
    try assets.write(.sfxShieldImpact, samples: LiveVersusRenderTests.impact())
    let twin = TwinDeviceClock(
      start: Self.start, bufferFrames: bufferFrames, jitter: .milliseconds(1) / 2,
      seed: UInt64(bufferFrames) + 1)
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

    let map = HostFixture.beatMap(title: "HandOver", notes: 6, laneCount: 4)
    let session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player,
      now: twin.now())
    let scene = host.chapterScene(
      session,
      setup: ChapterSetup(
        tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: false),
      sourceLabel: nil)
    // The player presses each note's lane as its time comes (stamped then, by a reader
    // off the drawing thread), releasing 60 ms later; only the judging path runs.
    var presses = map.notes.map { (time: $0.time, lane: $0.lane) }
    var releases: [(time: Nanoseconds, lane: Int)] = []
    var steps = 0
    while steps < 200_000 {
      steps += 1
      let now = twin.now()
      if scene.session.phase == .playing {
        let songTime = scene.session.judgingTime(at: now)
        if let next = presses.first, songTime >= next.time {
          presses.removeFirst()
          host.directInputs.push(StampedInput(input: .lane(next.lane, .press), stamp: now))
          releases.append((songTime + .milliseconds(60), next.lane))
        }
        if let next = releases.first, songTime >= next.time {
          releases.removeFirst()
          host.directInputs.push(StampedInput(input: .lane(next.lane, .release), stamp: now))
        }
      }
      if !host.judgeStep(scene).running { break }
      twin.idle(for: FramePacer.pumpInterval)
    }
    scene.close(now: twin.now())
    withExtendedLifetime(sdl) {}

    #expect(host.statistics.frameCount == 0, "no frame drawn")
    let replay = try #require(replays.first)
    let timing = try #require(replay.audioTiming)
    #expect(timing.lateSounds == 0)
    let run = try #require(scene.session.stepper.rules(as: FirewallRun.self))
    #expect(run.judgements.count == map.notes.count)
    for judgement in run.judgements {
      guard case .hit = judgement else {
        Issue.record("a note not hit: \(String(describing: judgement))")
        continue
      }
    }
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map,
      clips: ReplayAudioScore.Clips(
        song: audio.songClip, assets: [.sfxShieldImpact: try #require(audio.clip(.sfxShieldImpact))]
      ))
    #expect(result.scheduledSounds == map.notes.count)
    var engine = result.engine()
    let rendered = OfflineRenderer().render(
      result.score, engine: &engine, length: .untilSilent(maxFrames: 48_000 * 30))
    let live = twin.output
    let liveStart = try #require(LiveVersusRenderTests.firstSound(live))
    let renderStart = try #require(LiveVersusRenderTests.firstSound(rendered))
    let count = min(live.count - liveStart, rendered.count - renderStart)
    #expect(count >= 2 * 48_000 * 33 / 10)
    var largest: Float = 0
    for index in 0..<count {
      largest = max(largest, abs(live[liveStart + index] - rendered[renderStart + index]))
    }
    #expect(largest <= LiveVersusRenderTests.tolerance, "largest difference \(largest)")
  }
}
