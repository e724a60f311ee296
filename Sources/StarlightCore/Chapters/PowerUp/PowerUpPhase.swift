/// What the capacitor in play is doing. Every case carries the instants its charge is
/// computed from, so the charge at any time is exact, whatever the step size.
public enum PowerUpPhase: Sendable, Equatable {
  /// Empty, not held.
  case idle
  /// Held and charging along the curve as if held from empty since `origin` (before the
  /// press when it charged on from a level left draining); `pressTime` is the press.
  case charging(origin: Nanoseconds, pressTime: Nanoseconds)
  /// Held at the top since `since`; the short timer runs out at `shortsAt`.
  case saturated(since: Nanoseconds, shortsAt: Nanoseconds)
  /// Released short of the band (or past it): draining from `level` since `since`.
  case draining(level: Int, since: Nanoseconds)
  /// Shorted at `since` while still held: nothing charges until the release.
  case spent(since: Nanoseconds)

  /// Whether the phase is one of a hold in progress.
  public var isHeld: Bool {
    switch self {
    case .charging, .saturated, .spent: true
    case .idle, .draining: false
    }
  }
}
