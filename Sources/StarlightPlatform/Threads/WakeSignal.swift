import Foundation
import StarlightCore
import Synchronization

/// Wakes the judging thread early from its sleep until the next due event: an input has
/// arrived (an evdev reader pushed one, the window's thread handed SDL's over) or the game
/// is ending. Signals while it is awake collapse into one; none is lost: a signal that
/// finds one pending was given before the sleeper cleared it, so what it announces is
/// there when the sleeper looks.
public final class WakeSignal: Sendable {
  private let pending = Mutex(false)
  private let semaphore = DispatchSemaphore(value: 0)

  public init() {}

  public func signal() {
    let first = pending.withLock { pending in
      defer { pending = true }
      return !pending
    }
    if first { semaphore.signal() }
  }

  /// Sleeps up to `duration` or until signalled; true when signalled.
  @discardableResult
  public func wait(upTo duration: Nanoseconds) -> Bool {
    let signalled =
      duration > 0
      ? semaphore.wait(timeout: .now() + .nanoseconds(Int(duration))) == .success
      : semaphore.wait(timeout: .now()) == .success
    pending.withLock { $0 = false }
    return signalled
  }
}
