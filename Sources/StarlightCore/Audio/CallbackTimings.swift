import StarlightSupport

/// The CPU time of the most recent audio callbacks, in a fixed ring so recording on the
/// audio thread never allocates; read as percentiles for the `--stats` line.
public struct CallbackTimings: Sendable {
  public static let capacity = 8_192

  private var durations: [Nanoseconds]
  private var next = 0
  public private(set) var count = 0

  public init() {
    durations = Array(repeating: 0, count: Self.capacity)
  }

  public mutating func record(_ duration: Nanoseconds) {
    durations[next] = duration
    next = (next + 1) % Self.capacity
    count = min(count + 1, Self.capacity)
  }

  /// The `fraction` percentile (0.5 = median) of what is recorded; nil when empty.
  public func percentile(_ fraction: Double) -> Nanoseconds? {
    Percentile.of(durations.prefix(count), fraction)
  }
}
