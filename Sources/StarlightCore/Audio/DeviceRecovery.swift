/// When to try reopening the audio device after it disappeared: at once, then with a
/// doubling wait, giving up after a few attempts (the game then runs silent on the
/// monotonic clock). A device appearing starts the attempts again. Pure: time comes in.
public struct DeviceRecovery: Sendable, Equatable {
  public enum State: Sendable, Equatable {
    case open
    case reconnecting(attempt: Int, nextAttempt: Nanoseconds)
    case gaveUp
  }

  public static let firstRetryDelay = Nanoseconds.milliseconds(250)
  public static let maxRetryDelay = Nanoseconds.seconds(4)
  /// With the delays above: about 20 s of trying before giving up.
  public static let maxAttempts = 8

  public private(set) var state: State = .open

  public init() {}

  public var isReconnecting: Bool {
    if case .reconnecting = state { return true }
    return false
  }

  public mutating func deviceLost(at now: Nanoseconds) {
    state = .reconnecting(attempt: 0, nextAttempt: now)
  }

  public func shouldAttempt(at now: Nanoseconds) -> Bool {
    guard case .reconnecting(_, let next) = state else { return false }
    return now >= next
  }

  public mutating func attemptFailed(at now: Nanoseconds) {
    guard case .reconnecting(let attempt, _) = state else { return }
    let made = attempt + 1
    guard made < Self.maxAttempts else {
      state = .gaveUp
      return
    }
    state = .reconnecting(attempt: made, nextAttempt: now + Self.delay(afterAttempt: made))
  }

  public mutating func reopened() {
    state = .open
  }

  /// A new output device was announced: try it now, even after giving up.
  public mutating func deviceAppeared(at now: Nanoseconds) {
    switch state {
    case .open: break
    case .reconnecting, .gaveUp: state = .reconnecting(attempt: 0, nextAttempt: now)
    }
  }

  /// 250 ms, 500 ms, 1 s, 2 s, then 4 s between attempts.
  public static func delay(afterAttempt attempt: Int) -> Nanoseconds {
    let doublings = max(0, min(attempt - 1, 16))
    return min(maxRetryDelay, firstRetryDelay << Nanoseconds(doublings))
  }
}
