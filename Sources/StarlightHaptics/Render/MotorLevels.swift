/// How hard to drive a gamepad's two rumble motors, each 0...1: `low` is the big, slow,
/// low-frequency motor (usually the left grip), `high` the small, fast one (usually the right).
public struct MotorLevels: Sendable, Equatable, Codable {
  public var low: Double
  public var high: Double

  public static let silent = MotorLevels(low: 0, high: 0)

  public init(low: Double, high: Double) {
    self.low = low
    self.high = high
  }

  /// Overlapping events combine per motor by taking the stronger one (see `HapticRenderer`).
  public func combined(with other: MotorLevels) -> MotorLevels {
    MotorLevels(low: max(low, other.low), high: max(high, other.high))
  }
}
