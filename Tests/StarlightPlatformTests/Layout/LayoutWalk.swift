import Foundation
import StarlightCore

@testable import StarlightPlatform

/// A walk through screens on the real host for text over text: every frame drawn is
/// checked (`TextLayoutLog`), and what was found is the walk's result. The keys are
/// scheduled `spacing` apart from half a second in; each step names what it shows, which
/// the findings then name.
struct LayoutWalk {
  let fixture: HostFixture
  let log = TextLayoutLog()
  static let start = Nanoseconds.seconds(20)
  let spacing: Nanoseconds
  /// What the walk is looking at when a step begins (the story's screen), added to its name.
  final class Describer: @unchecked Sendable {
    var describe: () -> String = { "" }
  }
  let describer = Describer()

  /// At 5 frames a second, each key's state is drawn at least once (software rendering of a
  /// 1280x720 frame costs tens of milliseconds in a debug build).
  init(spacing: Nanoseconds = .milliseconds(250), seconds: Double) throws {
    self.spacing = spacing
    fixture = try HostFixture(
      start: Self.start,
      options: PlayOptions(quitAfter: Nanoseconds(seconds * 1e9), renderRate: 5))
    fixture.host.canvas.textLayout = log
  }

  /// `keys` one after another from `at`, the log naming `screen` from then on; returns the
  /// time after the last.
  @discardableResult
  func walk(_ screen: String, _ keys: [PlatformEvent], at: Nanoseconds) -> Nanoseconds {
    var time = at
    fixture.events.schedule(at: time) { [log, describer] in
      let shown = describer.describe()
      log.context = shown.isEmpty ? screen : "\(screen) [\(shown)]"
      return nil
    }
    for key in keys {
      time += spacing
      fixture.events.schedule(key, at: time)
    }
    return time + spacing
  }

  /// Down until `reached` holds (a menu that wraps, whatever its first row), then Enter.
  @discardableResult
  func choose(
    _ screen: String, at: Nanoseconds, rows: Int = 8, until reached: @escaping () -> Bool
  ) -> Nanoseconds {
    var time = walk(screen, [], at: at)
    for _ in 0..<rows {
      fixture.events.schedule(at: time) { reached() ? nil : .menu(.down) }
      time += spacing
    }
    fixture.events.schedule(.menu(.confirm), at: time)
    return time + spacing
  }

  /// Lets time pass (a bot playing) under the name `screen`.
  @discardableResult
  func wait(_ screen: String, _ duration: Nanoseconds, at: Nanoseconds) -> Nanoseconds {
    walk(screen, [], at: at) + duration
  }

  /// Every finding, one per line, for a failure message.
  var report: String {
    "\(log.findings.count) layout findings over \(log.frames) frames:\n"
      + log.findings.joined(separator: "\n")
  }
}
