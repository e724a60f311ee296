import StarlightCore

/// A gameplay input as captured: which lane, press or release, and the media-clock
/// instant at which SDL queued it.
public struct StampedInput: Sendable, Equatable {
  public let lane: Int
  public let action: InputEvent.Action
  public let stamp: Nanoseconds
}
