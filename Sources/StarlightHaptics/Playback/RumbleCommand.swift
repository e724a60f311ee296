/// One rumble update for a pad: the three arguments of `SDL_GameControllerRumble`. Motor
/// levels are SDL's 16-bit scale; `durationMs` is how long the pad keeps them if nothing else
/// is sent (0 with both motors off).
public struct RumbleCommand: Sendable, Equatable, CustomStringConvertible {
  /// SDL's full strength for one motor.
  public static let fullScale = Double(UInt16.max)

  public var low: UInt16
  public var high: UInt16
  public var durationMs: UInt32

  /// Both motors off.
  public static let off = RumbleCommand(low: 0, high: 0, durationMs: 0)

  public init(low: UInt16, high: UInt16, durationMs: UInt32) {
    self.low = low
    self.high = high
    self.durationMs = durationMs
  }

  /// `levels` (0...1 each) on SDL's scale, rounded to the nearest step; out-of-range values
  /// are clamped and NaN counts as 0, so no level can trap. Both motors off always gets a
  /// duration of 0, since there is nothing to time out.
  public init(levels: MotorLevels, durationMs: UInt32) {
    let low = Self.quantize(levels.low)
    let high = Self.quantize(levels.high)
    self.init(low: low, high: high, durationMs: low == 0 && high == 0 ? 0 : durationMs)
  }

  public var isOff: Bool {
    low == 0 && high == 0
  }

  /// Whether the motors are driven the same; the duration does not count, since re-sending
  /// the same levels with a new duration changes nothing the player feels.
  public func sameLevels(as other: RumbleCommand) -> Bool {
    low == other.low && high == other.high
  }

  /// "low 58982, high 6554 for 1000 ms".
  public var description: String {
    "low \(low), high \(high) for \(durationMs) ms"
  }

  static func quantize(_ level: Double) -> UInt16 {
    guard level > 0 else {
      return 0  // Also NaN.
    }
    guard level < 1 else {
      return UInt16.max
    }
    return UInt16((level * fullScale).rounded())
  }
}
