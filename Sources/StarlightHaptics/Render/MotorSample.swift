/// The motor levels from `timeMs` until the next sample. Encodes as
/// `{"timeMs": 30, "low": 0.6, "high": 0.2}`.
public struct MotorSample: Sendable, Equatable, Codable {
  /// Milliseconds from the start of the pattern.
  public var timeMs: Int
  public var low: Double
  public var high: Double

  public init(timeMs: Int, low: Double, high: Double) {
    self.timeMs = timeMs
    self.low = low
    self.high = high
  }

  public init(timeMs: Int, levels: MotorLevels) {
    self.init(timeMs: timeMs, low: levels.low, high: levels.high)
  }

  public var levels: MotorLevels {
    MotorLevels(low: low, high: high)
  }
}
