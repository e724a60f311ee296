import Synchronization

/// A clock that only moves when told to, so tests decide exactly what time it is.
public final class ManualClock: MediaClock {
  private let current: Mutex<Nanoseconds>

  public init(start: Nanoseconds = 0) {
    current = Mutex(start)
  }

  public func now() -> Nanoseconds { current.withLock { $0 } }

  public func advance(by delta: Nanoseconds) {
    current.withLock { $0 += delta }
  }

  public func set(_ time: Nanoseconds) {
    current.withLock { $0 = time }
  }
}
