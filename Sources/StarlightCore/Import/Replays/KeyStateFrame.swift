/// One frame of a foreign replay: from `time` (song milliseconds) on, bit i of `keys` says
/// whether column i is held. osu! and Quaver both record key state, not presses: a press
/// or release is a bit that differs from the frame before.
public struct KeyStateFrame: Sendable, Equatable {
  public var timeMs: Double
  public var keys: UInt32

  public init(timeMs: Double, keys: UInt32) {
    self.timeMs = timeMs
    self.keys = keys
  }
}
