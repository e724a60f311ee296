import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// After a Chapter 4 run, on its result screen: F1 opens the dev overlay over the result,
/// a narrower perfect window typed there and W show the finished run judged again; the
/// values set there are the ones the next attempt is made with.
@Suite(.serialized, .sdlExclusive) struct ResultWhatIfTests {
  @Test("F1 on the result, perfect typed at 5 ms, W: the whole run judged again")
  func whatIfOnTheResult() throws {
    let start = Nanoseconds.seconds(40)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(30), renderRate: 30))
    let map = HostFixture.beatMap(title: "Result", notes: 8, laneCount: 4)
    // After the run (a 2.5 s card, 2 s lead-in, 4 s of notes, the outro) reached its result.
    let onResult = start + .seconds(13)
    let perfect = try #require(TuningField.all.firstIndex { $0.label == "perfect half-width" })
    let keys: [OverlayInput] = [
      .command(.toggle), .command(.select(perfect)), .command(.digit(5)), .command(.confirmTyped),
      .whatIf,
    ]
    for (step, input) in keys.enumerated() {
      fixture.events.schedule(.overlay(input), at: onResult + .milliseconds(100 * Int64(step)))
    }
    fixture.events.schedule(.quit, at: onResult + .seconds(1))
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .chapter(.firewall), now: start)
    var setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: true)
    // A bot that plays like a person: its presses spread about 15 ms.
    setup.botJitter = .milliseconds(15)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter, onProgress: { _ in nil },
      onSettings: { _ in }, now: start)

    fixture.host.run(scene)

    guard case .result = scene.flow.screen else {
      Issue.record("not on the result screen: \(scene.flow.screen)")
      return
    }
    let run = try #require(scene.finishedRun)
    #expect(run.overlay.isVisible)
    #expect(run.session.tuning.firewall.windows.tiers[0].halfWidth == .milliseconds(5))
    let note = try #require(run.overlay.note?.text)
    #expect(note.hasPrefix("what if (8 notes): perfect "))
    // Recomputed here from the run's own replay: the overlay showed exactly this.
    let played = try #require(run.session.rules as? FirewallRun)
    let expected = try #require(
      WhatIfComparison.compare(
        run.session.currentReplay, run: played, beatMap: map, under: run.session.tuning))
    #expect(note == expected.text)
    let perfectRow = try #require(expected.rows.first)
    #expect(perfectRow.after < perfectRow.before)
  }
}
