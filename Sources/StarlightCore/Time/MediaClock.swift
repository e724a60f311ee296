/// A monotonic source of time. The platform provides one backed by SDL's performance
/// counter; tests use `ManualClock`. Nothing in the core reads a wall clock.
public protocol MediaClock: Sendable {
  func now() -> Nanoseconds
}
