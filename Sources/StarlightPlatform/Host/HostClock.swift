import Foundation
import StarlightCore

/// The scene host's clock: what time it is, and how to wait a moment between pumps. Live
/// play sleeps; tests use a `ManualClock`, whose waiting moves time on at once.
public protocol HostClock: MediaClock {
  func idle(for duration: Nanoseconds)
}

extension PerformanceClock: HostClock {
  public func idle(for duration: Nanoseconds) {
    usleep(useconds_t(max(0, duration / Nanoseconds.perMicrosecond)))
  }
}

extension ManualClock: HostClock {
  public func idle(for duration: Nanoseconds) {
    advance(by: duration)
  }
}
