import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// `[` and `]` in play move the lane cover through the real scene host: the new height is
/// drawn, handed to the launcher to save, and recorded in the replay; with no cover on, or
/// on the menus, the keys do nothing.
@Suite(.serialized, .sdlExclusive) struct LaneCoverHostTests {
  static let start = Nanoseconds.seconds(30)
  static let map = HostFixture.beatMap(title: "Cover", notes: 6, laneCount: 4)

  final class Saved {
    var views: [ViewPreferences] = []
  }

  static func run(cover: ViewPreferences.LaneCover, steps: [Int]) throws -> (
    saved: [ViewPreferences], replays: [Replay]
  ) {
    let fixture = try HostFixture(start: start, options: PlayOptions(renderRate: 30))
    for (index, step) in steps.enumerated() {
      fixture.events.schedule(
        .overlay(.laneCover(steps: step)),
        at: start + .milliseconds(500 + 100 * Int64(index)))
    }
    var replays: [Replay] = []
    fixture.host.interpreter.onAttemptFinished = { replay, _ in replays.append(replay) }
    let saved = Saved()
    _ = try fixture.runFirewallBot(on: map) { setup in
      setup.view.laneCover = cover
      setup.view.laneCoverPercent = 30
      setup.onViewChosen = { saved.views.append($0) }
    }
    return (saved.views, replays)
  }

  @Test("each press moves the cover 5 %, saved at once and recorded in the replay")
  func movesAndSaves() throws {
    let (saved, replays) = try Self.run(cover: .sudden, steps: [1, 1, -1])
    #expect(saved.map(\.laneCoverPercent) == [35, 40, 35])
    #expect(saved.allSatisfy { $0.laneCover == .sudden })
    let view = try #require(replays.last?.view)
    #expect(view.laneCoverPercent == 35)
    #expect(view.laneCover == .sudden)
  }

  @Test("the cover stops at its limit, and without a cover the keys do nothing")
  func limitsAndOff() throws {
    let down = try Self.run(cover: .hidden, steps: Array(repeating: -1, count: 8))
    #expect(down.saved.map(\.laneCoverPercent) == [25, 20, 15, 10, 5, 0])
    let off = try Self.run(cover: .off, steps: [1, 1])
    #expect(off.saved.isEmpty)
  }
}
