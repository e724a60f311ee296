import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The real scene host and platform layer on SDL's dummy video and audio drivers, on a
/// manual clock with scripted events: a few seconds of autoplay end cleanly with every note
/// it reached judged perfectly, and the last frame is saved.
@Suite(.serialized, .sdlExclusive) struct HeadlessSmokeTests {
  private static let quitAfter = Nanoseconds.seconds(3)

  static func beatMap() -> BeatMap {
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
    let sdl = try SDLContext()
    let canvas = try Canvas(title: "smoke", fullscreen: false)
    let clock = ManualClock(start: .seconds(100))
    let audio = AudioManager(
      assetsDirectory: "/nonexistent", settings: AudioSettings(muted: true), clock: clock)
    let events = ScriptedEventSource(clock: clock)
    let host = SceneHost(
      canvas: canvas, audio: audio, events: events, clock: clock,
      options: PlayOptions(quitAfter: Self.quitAfter, screenshotPath: screenshot, renderRate: 60),
      interpreter: EffectInterpreter(audio: audio, haptics: nil))
    var attempts: [ChapterSummary] = []
    host.interpreter.onAttemptFinished = { _, summary in attempts.append(summary) }
    let map = Self.beatMap()
    let context = ChapterContext(beatMap: map)
    let session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(.autoplay, FirewallRun.botActions(context: context)),
      now: clock.now())
    let finished = host.runChapter(
      session,
      views: ChapterViews(keyLabels: ["F", "J", "K"], beatMap: map.metadata, sourceLabel: nil),
      controls: InputBindings.defaults.inputMode(for: .firewall, laneCount: 3))
    #expect(host.statistics.frameCount >= 5 * 60 - 1, "a frame every 1/60 s of media time")
    withExtendedLifetime(sdl) {}

    #expect(finished.chapterTime(at: clock.now()) >= Self.quitAfter)
    let run = try #require(finished.stepper.rules(as: FirewallRun.self))
    let reached = run.judgements.prefix { $0 != nil }
    #expect(reached.count == 5)
    for judgement in reached {
      #expect(judgement == .hit(tier: 0, offset: 0))
    }
    #expect(attempts.count == 1, "quitting mid-attempt records it")
    #expect(FileManager.default.fileExists(atPath: screenshot))
    try? FileManager.default.removeItem(atPath: screenshot)
  }
}
