import Foundation
import StarlightCore

/// The scene host's clock: what time it is, and how to wait a moment between pumps. Live
/// play sleeps; tests use a `ManualClock`, whose waiting moves time on at once.
public protocol HostClock: MediaClock {
  func idle(for duration: Nanoseconds)
  /// Sleeps until `deadline` or until `wake` is signalled, whichever comes first.
  func sleep(until deadline: Nanoseconds, or wake: WakeSignal)
}

extension PerformanceClock: HostClock {
  public func idle(for duration: Nanoseconds) {
    usleep(useconds_t(max(0, duration / Nanoseconds.perMicrosecond)))
  }

  public func sleep(until deadline: Nanoseconds, or wake: WakeSignal) {
    wake.wait(upTo: deadline - now())
  }
}

extension ManualClock: HostClock {
  public func idle(for duration: Nanoseconds) {
    advance(by: duration)
  }
}

extension HostClock {
  /// A test's clock moves time on to `deadline` as `idle` does (in manual time nothing
  /// arrives meanwhile to wake it).
  public func sleep(until deadline: Nanoseconds, or wake: WakeSignal) {
    idle(for: max(0, deadline - now()))
  }
}
