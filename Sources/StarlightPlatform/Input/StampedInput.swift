import StarlightCore

/// A gameplay input as captured: a lane pressed or released, or an axis moved, and the
/// media-clock instant at which SDL queued it.
public struct StampedInput: Sendable, Equatable {
  public let input: PlayerAction.Input
  public let stamp: Nanoseconds

  public init(input: PlayerAction.Input, stamp: Nanoseconds) {
    self.input = input
    self.stamp = stamp
  }
}
