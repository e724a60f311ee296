import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The overlay's offset rows: the audio offset typed mid-run judges the next press under
/// it and goes into the replay; the visual offset moves the next frame; both are saved
/// through the launcher's callback; an offset beyond a second is refused on screen.
@Suite(.serialized, .sdlExclusive) struct DevOverlayOffsetTests {
  static let start = Nanoseconds.seconds(30)
  static let map = HostFixture.beatMap(title: "Offsets", notes: 6, laneCount: 4)

  static func index(_ label: String) -> Int {
    TuningField.all.firstIndex { $0.label == label } ?? -1
  }

  static func command(_ command: DevOverlayCommand) -> PlatformEvent {
    .overlay(.command(command))
  }

  /// Song time `song` of a run started at `start`, as a media instant.
  static func media(_ song: Nanoseconds) -> Nanoseconds { start + GameConstants.leadIn + song }

  @Test("the audio offset typed mid-run: the next press is judged under it, saved, replayed")
  func audioOffsetRow() throws {
    let fixture = try HostFixture(start: Self.start, options: PlayOptions(renderRate: 30))
    let events = fixture.events
    let typed: [DevOverlayCommand] = [
      .select(Self.index("audio offset")), .digit(2), .digit(0), .confirmTyped,
    ]
    for (step, command) in typed.enumerated() {
      events.schedule(Self.command(command), at: Self.start + .milliseconds(200 + 10 * Int64(step)))
    }
    // The first note (lane 1, song time 500 ms) pressed 20 ms late by the song clock.
    let press = Self.media(.milliseconds(520))
    events.schedule(.gameplay(StampedInput(input: .lane(1, .press), stamp: press)), at: press)
    let release = press + .milliseconds(50)
    events.schedule(
      .gameplay(StampedInput(input: .lane(1, .release), stamp: release)), at: release)
    events.schedule(Self.command(.toggle), at: Self.start + .seconds(9))
    var replays: [Replay] = []
    fixture.host.interpreter.onAttemptFinished = { replay, _ in replays.append(replay) }
    let session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: Self.map), inputSource: .player,
      now: fixture.clock.now())
    var setup = ChapterSetup(
      tuning: .defaults, beatMap: Self.map, bindings: .defaults, audioOffset: 0, bots: false)
    setup.devOverlay = true
    var chosen: [PlayerOffsets] = []
    setup.onOffsetsChosen = { chosen.append($0) }

    let finished = fixture.host.runChapter(session, setup: setup, sourceLabel: nil)

    #expect(chosen == [PlayerOffsets(audio: .milliseconds(20))])
    #expect(finished.audioOffset == .milliseconds(20))
    let run = try #require(finished.rules as? FirewallRun)
    #expect(run.judgements.first == .hit(tier: 0, offset: 0))
    let replay = try #require(replays.last)
    #expect(replay.audioOffset == 0)
    #expect(replay.audioOffsetChanges.map(\.offset) == [.milliseconds(20)])
    let simulated = try #require(
      ReplaySimulator.simulate(replay, beatMap: Self.map) as? FirewallRun)
    #expect(simulated.judgements == run.judgements)
  }

  @Test("the visual offset row moves the next frame and is saved; past a second it is refused")
  func visualOffsetRow() throws {
    let fixture = try HostFixture(start: Self.start, options: PlayOptions())
    let canvas = try Canvas(sdl: fixture.sdl, title: "visual offset row", fullscreen: false)
    let session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: Self.map), inputSource: .player,
      now: Self.start)
    let view = VisualOffsetDrawTests.RecordingView()
    let scene = ChapterScene(
      session: session, view: view, bindings: .menus, interpreter: fixture.host.interpreter,
      offsets: PlayerOffsets(audio: .milliseconds(7), visual: .milliseconds(5)),
      overlay: DevOverlay(visible: true), now: Self.start)
    var chosen: [PlayerOffsets] = []
    scene.onOffsetsChosen = { chosen.append($0) }
    let now = Self.start + .milliseconds(1_000)
    _ = scene.update(now: now)
    scene.handle(overlay: .command(.select(Self.index("visual offset"))), now: now)
    scene.handle(overlay: .command(.stepUp(coarse: true)), now: now)
    scene.draw(now: now, on: canvas)
    #expect(view.times == [scene.session.chapterTime(at: now) + .milliseconds(15)])
    #expect(chosen == [PlayerOffsets(audio: .milliseconds(7), visual: .milliseconds(15))])

    for command in [DevOverlayCommand.digit(1), .digit(5), .digit(0), .digit(0), .confirmTyped] {
      scene.handle(overlay: .command(command), now: now)
    }
    #expect(scene.offsets.visual == .milliseconds(15))
    #expect(scene.overlay.note?.isRefusal == true)
    #expect(scene.overlay.note?.text.contains("beyond ±1000 ms") == true)
    #expect(chosen.count == 1)
  }
}
