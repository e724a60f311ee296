import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Starts the real platform layer on SDL's dummy video and audio drivers, plays a few
/// seconds of autoplay through the live loop and checks it ends cleanly with every note
/// it reached judged perfectly.
@Suite(.serialized, .sdlExclusive) struct HeadlessSmokeTests {
  private static let quitAfter = Nanoseconds.seconds(3)

  private static func beatMap() -> BeatMap {
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    let notes = (1...5).map { BeatMapNote(beat: Double($0), lane: $0 % 3) }
    return BeatMap(
      metadata: BeatMapMetadata(title: "Smoke", artist: "Tests", difficulty: "Easy"),
      audioFile: "none.ogg", audioDuration: .seconds(10), laneCount: 3, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "smoke")
  }

  @Test func autoplayRunsAndQuitsCleanlyOnDummyDrivers() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    let screenshot = FileManager.default.temporaryDirectory
      .appendingPathComponent("starlight-smoke-\(getpid()).bmp").path
    let finished: FirewallSession
    var attempts: [RunSummary] = []
    do {
      let sdl = try SDLContext()
      let canvas = try Canvas(title: "smoke", fullscreen: false)
      let clock = PerformanceClock()
      let audio = AudioManager(
        assetsDirectory: "/nonexistent", settings: AudioSettings(muted: true))
      audio.preloadAll()
      let capture = InputCapture(clock: clock)
      let loop = GameLoop(
        canvas: canvas, audio: audio, capture: capture, clock: clock,
        options: PlayOptions(quitAfter: Self.quitAfter, screenshotPath: screenshot, renderRate: 60))
      loop.onAttemptFinished = { _, summary in attempts.append(summary) }
      let map = Self.beatMap()
      let session = FirewallSession(
        beatMap: map, inputSource: .scripted(.autoplay, Autoplay().events(for: map.notes)),
        now: clock.now())
      finished = loop.run(session, keyLabels: ["F", "J", "K"])
      #expect(loop.statistics.frameCount > 0)
      withExtendedLifetime(sdl) {}
    }
    #expect(
      finished.songTime(at: PerformanceClock().now()) >= Self.quitAfter
        || finished.phase != .playing)
    #expect(finished.run.outcome == .cleared)
    for judgement in finished.run.judgements {
      #expect(judgement == .hit(tier: 0, offset: 0))
    }
    #expect(attempts.count == 1)
    #expect(FileManager.default.fileExists(atPath: screenshot))
    try? FileManager.default.removeItem(atPath: screenshot)
  }
}
