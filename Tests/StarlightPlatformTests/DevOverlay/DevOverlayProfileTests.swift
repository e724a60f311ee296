import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Profiles from the dev overlay during a Chapter 4 bot run: F5 saves the tuning in force
/// as a new profile file; F6 puts a saved profile in force through the session, recorded in
/// the replay like any edit.
@Suite(.serialized, .sdlExclusive) struct DevOverlayProfileTests {
  @Test("F5 saves the tuning in force as profile-1; F6 later loads it back into force")
  func saveThenLoad() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("overlay-profiles-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let profiles = TuningProfiles(directory: directory)
    let start = DevOverlayHostTests.start
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 30))
    let script: [(Nanoseconds, PlatformEvent)] = [
      (.milliseconds(300), DevOverlayHostTests.command(.toggle)),
      // perfect 40 -> 50 ms, saved; then back to 40 ms; then the profile loaded: 50 ms.
      (.milliseconds(400), DevOverlayHostTests.command(.stepUp(coarse: true))),
      (.milliseconds(500), .overlay(.saveProfile)),
      (.milliseconds(600), DevOverlayHostTests.command(.stepDown(coarse: true))),
      (.milliseconds(1_200), .overlay(.loadNextProfile)),
      // The open overlay holds the finished run; F1 goes on to the end.
      (.seconds(8), DevOverlayHostTests.command(.toggle)),
    ]
    for (after, event) in script { fixture.events.schedule(event, at: start + after) }
    var replays: [Replay] = []
    fixture.host.interpreter.onAttemptFinished = { replay, _ in replays.append(replay) }
    let finished = try fixture.runFirewallBot(on: DevOverlayHostTests.map) {
      $0.profiles = profiles
    }

    #expect(profiles.names() == ["profile-1"])
    let saved = try profiles.load("profile-1")
    #expect(saved.firewall.windows.tiers[0].halfWidth == .milliseconds(50))
    #expect(finished.tuning == saved)
    let changes = try #require(replays.last).tuningChanges
    #expect(changes.map(\.tuning.firewall.windows.tiers[0].halfWidth) == [50, 40, 50].map(Self.ms))
  }

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }
}

/// After the run: with the overlay open a finished Chapter 4 run stays on screen, "what if"
/// judges the whole run again under the values in force, and F1 goes on to the result.
@Suite(.serialized, .sdlExclusive) struct DevOverlayAfterRunTests {
  @Test("a finished run is held while the overlay is open; W compares it; F1 goes on")
  func holdAfterTheRun() throws {
    let start = DevOverlayHostTests.start
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 30))
    let map = DevOverlayHostTests.map
    let context = ChapterContext(beatMap: map)
    // The bot presses 35 ms late: perfect under 40 ms, great once perfect is 30 ms.
    let late = FirewallRun.botActions(context: context).map { $0.at($0.time + .milliseconds(35)) }
    let session = try ChapterSession(
      chapter: .firewall, context: context, inputSource: .scripted(.autoplay, late), now: start)
    let scene = ChapterScene(
      session: session,
      view: FirewallView(keyLabels: [], metadata: map.metadata, sourceLabel: nil),
      bindings: .menus, interpreter: fixture.host.interpreter,
      overlay: DevOverlay(visible: true, chapter: .firewall), now: start)
    var now = start
    var statuses: Set<SceneStatus> = []
    while now < start + .seconds(20) {
      now += .milliseconds(10)
      statuses.insert(scene.update(now: now))
    }
    #expect(statuses == [.running], "held past the end and the outro")
    #expect(scene.session.rules.outcome == .cleared && scene.holdsFinishedRun)
    // Perfect 40 -> 30 ms (coarse step down), then what if.
    scene.handle(overlay: .command(.stepDown(coarse: true)), now: now)
    scene.handle(overlay: .whatIf, now: now)
    let note = try #require(scene.overlay.note?.text)
    #expect(note == "what if (6 notes): perfect 6 -> 0, great 0 -> 6, good 0 -> 0, miss 0 -> 0")
    scene.handle(overlay: .command(.toggle), now: now)
    #expect(scene.update(now: now + .milliseconds(1)) == .finished)
  }
}
