import Algorithms

/// A rendered pattern: motor levels on a fixed tick, ready for a player that steps through it
/// and sends rumble. Samples start at 0 ms, are `tickMs` apart, and the last one is always
/// silent so that playing to the end turns the motors off. Encodes as
/// `{"tickMs": 10, "samples": [{"timeMs": 0, "low": 0.6, "high": 0.2}, ...]}`.
public struct HapticEnvelope: Sendable, Equatable, Codable {
  public var tickMs: Int
  public var samples: [MotorSample]

  public init(tickMs: Int, samples: [MotorSample]) {
    self.tickMs = tickMs
    self.samples = samples
  }

  /// The time of the last (silent) sample: when a player stepping the envelope is done.
  public var durationMs: Int {
    samples.last?.timeMs ?? 0
  }

  /// The levels in force `timeMs` after the start: each sample holds until the next one, and
  /// before the start or past the end the motors are off.
  public func levels(atMs timeMs: Int) -> MotorLevels {
    let following = samples.partitioningIndex { $0.timeMs > timeMs }
    guard following > 0 else {
      return .silent
    }
    let sample = samples[following - 1]
    guard following == samples.count else {
      return sample.levels
    }
    // The last sample holds for one tick. Overflow-safe, since a decoded envelope can hold
    // any times at all.
    let (elapsed, overflowed) = timeMs.subtractingReportingOverflow(sample.timeMs)
    return overflowed || elapsed >= max(tickMs, 1) ? .silent : sample.levels
  }
}
