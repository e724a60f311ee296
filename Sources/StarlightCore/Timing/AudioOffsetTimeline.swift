/// The audio offsets an attempt was judged under: the one it started with and each change
/// after, in time order. A press judged under one offset is worth another error under
/// another, so statistics and osu!'s suggestion read every error under the latest offset;
/// otherwise a suggestion applied mid-run would be counted again by the next one.
public struct AudioOffsetTimeline: Sendable, Equatable {
  public let initial: Nanoseconds
  public let changes: [AudioOffsetChange]

  public init(initial: Nanoseconds, changes: [AudioOffsetChange] = []) {
    self.initial = initial
    self.changes = changes
  }

  /// The offset in force last.
  public var current: Nanoseconds { changes.last?.offset ?? initial }

  /// The offset a press judged at `time` was judged under (a change applies from its own
  /// instant on).
  public func offset(at time: Nanoseconds) -> Nanoseconds {
    changes.last { $0.time <= time }?.offset ?? initial
  }

  /// `error` (late positive) of a press judged at `time`, as it reads under `current`: the
  /// press minus a larger offset is that much earlier.
  public func errorUnderCurrent(_ error: Nanoseconds, judgedAt time: Nanoseconds) -> Nanoseconds {
    error + offset(at: time) - current
  }
}
