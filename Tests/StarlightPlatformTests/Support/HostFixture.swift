import Foundation
import StarlightCore

@testable import StarlightPlatform

/// The real scene host on SDL's dummy drivers, a manual clock and a scripted event source:
/// what every host test starts from.
struct HostFixture {
  let sdl: SDLContext
  let clock: ManualClock
  let audio: AudioManager
  let events: ScriptedEventSource
  let host: SceneHost

  init(
    start: Nanoseconds, options: PlayOptions, assetsDirectory: String = "/nonexistent",
    haptics: HapticManager? = nil, audioSetup: (AudioManager) -> Void = { _ in },
    opener: any AudioDeviceOpener = SDLMixerDeviceOpener(),
    latencySource: any OutputLatencySource = ServerOutputLatency()
  ) throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "tests", fullscreen: false)
    clock = ManualClock(start: start)
    audio = AudioManager(
      assetsDirectory: assetsDirectory, settings: AudioSettings(muted: true), clock: clock,
      opener: opener, latencySource: latencySource)
    audioSetup(audio)
    events = ScriptedEventSource(clock: clock)
    host = SceneHost(
      canvas: canvas, audio: audio, events: events, clock: clock, options: options,
      interpreter: EffectInterpreter(audio: audio, haptics: haptics))
  }

  /// Chapter 4 on `map`, played by its bot, through `runChapter`; `configure` adjusts the
  /// setup (the overlay open, a profile folder).
  func runFirewallBot(
    on map: BeatMap, configure: (inout ChapterSetup) -> Void = { _ in }
  ) throws -> ChapterSession {
    let context = ChapterContext(beatMap: map)
    let session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(.autoplay, FirewallRun.botActions(context: context)),
      now: clock.now())
    var setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: true)
    configure(&setup)
    return host.runChapter(session, setup: setup, sourceLabel: nil)
  }

  /// A small map in code: `count` notes a beat apart at 120 BPM from beat 1.
  static func beatMap(title: String, notes count: Int, laneCount: Int) -> BeatMap {
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    let notes = (1...count).map { BeatMapNote(beat: Double($0), lane: $0 % laneCount) }
    return BeatMap(
      metadata: BeatMapMetadata(title: title, artist: "Tests", difficulty: "Easy"),
      audioFile: "none.ogg", audioDuration: .seconds(10), laneCount: laneCount, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: title.lowercased())
  }
}
