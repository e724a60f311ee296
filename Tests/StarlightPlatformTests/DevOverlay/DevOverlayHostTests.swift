import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The dev overlay through the real scene host during a Chapter 4 bot run: F1 and a step
/// put new tuning in force and into the replay; a refused edit changes nothing; while the
/// overlay is open the arrows are not lanes.
@Suite(.serialized, .sdlExclusive) struct DevOverlayHostTests {
  static let start = Nanoseconds.seconds(30)
  static let map = HostFixture.beatMap(title: "Overlay", notes: 6, laneCount: 4)

  /// The bot plays `map` with `script` delivered at the given instants after `start`.
  static func run(
    _ script: [(Nanoseconds, PlatformEvent)], devOverlay: Bool = false
  ) throws -> (session: ChapterSession, replays: [Replay], fixture: HostFixture) {
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 30))
    // An overlay still open when the run ends holds it on screen; F1 long after goes on.
    let closing = [(Nanoseconds.seconds(8), command(.toggle))]
    for (after, event) in script + closing { fixture.events.schedule(event, at: start + after) }
    var replays: [Replay] = []
    fixture.host.interpreter.onAttemptFinished = { replay, _ in replays.append(replay) }
    let finished = try fixture.runFirewallBot(on: map) { $0.devOverlay = devOverlay }
    return (finished, replays, fixture)
  }

  static func command(_ command: DevOverlayCommand) -> PlatformEvent {
    .overlay(.command(command))
  }

  @Test(
    "F1 then Right (fine or coarse) changes the tuning in force; the replay records it",
    arguments: [(false, Int64(41)), (true, Int64(50))])
  func stepDuringABotRun(coarse: Bool, perfect: Int64) throws {
    let (session, replays, _) = try Self.run([
      (.milliseconds(500), Self.command(.toggle)),
      (.milliseconds(1_000), Self.command(.stepUp(coarse: coarse))),
    ])
    #expect(session.phase == .finished(.cleared))
    #expect(session.tuning.firewall.windows.tiers[0].halfWidth == .milliseconds(perfect))
    let replay = try #require(replays.last)
    let change = try #require(replay.tuningChanges.first)
    #expect(replay.tuningChanges.count == 1)
    #expect(change.time == .milliseconds(1_000) - GameConstants.leadIn)
    #expect(change.tuning.firewall.windows.tiers[0].halfWidth == .milliseconds(perfect))
  }

  @Test("a refused edit (perfect typed wider than great) leaves the tuning alone")
  func refusedEdit() throws {
    let (session, replays, _) = try Self.run(
      [
        (.milliseconds(500), Self.command(.digit(9))),
        (.milliseconds(510), Self.command(.digit(0))),
        (.milliseconds(520), Self.command(.confirmTyped)),
      ], devOverlay: true)
    #expect(session.tuning == .defaults)
    #expect(try #require(replays.last).tuningChanges.isEmpty)
    #expect(session.phase == .finished(.cleared))
  }

  @Test("hidden, the overlay ignores its keys: nothing changes without F1")
  func hiddenIgnoresKeys() throws {
    let (session, _, _) = try Self.run([(.milliseconds(1_000), Self.command(.stepUp(coarse: true)))]
    )
    #expect(session.tuning == .defaults)
  }

  @Test("while the overlay is open the arrow keys are not lanes; closed, they are again")
  func arrowsLeaveTheLanes() throws {
    let (_, _, fixture) = try Self.run([
      (.milliseconds(500), Self.command(.toggle)),
      (.milliseconds(1_000), Self.command(.toggle)),
    ])
    let keyboards = fixture.events.modes.compactMap { mode -> [[String]]? in
      if case .gameplay(let keyboard, _) = mode { return keyboard }
      return nil
    }
    let arrows: Set<String> = ["Left", "Right", "Up", "Down"]
    #expect(keyboards.count == 3)
    #expect(keyboards.first?.joined().contains { arrows.contains($0) } == true)
    #expect(keyboards[1].joined().allSatisfy { !arrows.contains($0) })
    #expect(keyboards[1].map { $0.first } == ["D", "F", "J", "K"])
    #expect(keyboards.last == keyboards.first)
  }

  @Test("a click on a row selects that field; the wheel then steps it")
  func clickAndWheel() throws {
    let fields = TuningField.all
    let leadIn = try #require(fields.firstIndex { $0.label == "lead-in" })
    // Rows from the top: a heading, the tiers and Auto-Assist, a heading, lead-in.
    let rows = DevOverlayLayout.rows(fields)
    let position = try #require(rows.firstIndex(of: .field(leadIn)))
    let y = DevOverlayLayout.rowY(position) + DevOverlayLayout.rowHeight / 2
    let x = DevOverlayLayout.panelX + DevOverlayLayout.panelWidth / 2
    #expect(DevOverlayLayout.field(atX: x, y: y, fields: fields, selection: 0) == leadIn)
    let (session, _, _) = try Self.run(
      [
        (.milliseconds(500), .overlay(.click(x: x, y: y))),
        (.milliseconds(600), Self.command(.stepDown(coarse: true))),
      ], devOverlay: true)
    #expect(
      session.tuning.firewall.leadIn == Tuning.defaults.firewall.leadIn - .milliseconds(1_000))
  }

  @Test("after 50 hits 12 ms late, O applies a 12 ms audio offset through the launcher's callback")
  func applySuggestedOffset() throws {
    // 50 notes a quarter beat apart at 120 BPM, pressed 12 ms late by a shifted bot.
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    let notes = (4..<54).map { BeatMapNote(beat: Double($0) / 4, lane: $0 % 4) }
    let map = BeatMap(
      metadata: BeatMapMetadata(title: "Offset", artist: "Tests", difficulty: "Easy"),
      audioFile: "none.ogg", audioDuration: .seconds(10), laneCount: 4, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "offset")
    let fixture = try HostFixture(start: Self.start, options: PlayOptions(renderRate: 30))
    // Once early (under 50 hits: nothing), once after the last note.
    let afterLast = GameConstants.leadIn + .milliseconds(6_900)
    fixture.events.schedule(.overlay(.applySuggestedOffset), at: Self.start + .seconds(3))
    fixture.events.schedule(.overlay(.applySuggestedOffset), at: Self.start + afterLast)
    // The open overlay holds the finished run; F1 goes on to the result.
    fixture.events.schedule(Self.command(.toggle), at: Self.start + afterLast + .seconds(3))
    let context = ChapterContext(beatMap: map)
    let session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(
        .autoplay, Autoplay(offset: .milliseconds(12)).actions(for: map.notes)),
      now: fixture.clock.now())
    var setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: true)
    setup.devOverlay = true
    var chosen: [Nanoseconds] = []
    setup.onOffsetsChosen = { chosen.append($0.audio) }
    let finished = fixture.host.runChapter(session, setup: setup, sourceLabel: nil)
    #expect(finished.phase == .finished(.cleared))
    #expect(chosen == [.milliseconds(12)])
  }
}
