/// Canonical time in the core: a signed count of nanoseconds. Integer so that repeated
/// additions never drift, signed so that song time can run before the first sample.
public typealias Nanoseconds = Int64

extension Nanoseconds {
  public static let perMicrosecond: Nanoseconds = 1_000
  public static let perMillisecond: Nanoseconds = 1_000_000
  public static let perSecond: Nanoseconds = 1_000_000_000

  public static func milliseconds(_ value: Int64) -> Nanoseconds { value * perMillisecond }
  public static func seconds(_ value: Int64) -> Nanoseconds { value * perSecond }

  /// Rounds a floating-point millisecond value to the nearest nanosecond (clamped, see below).
  public static func fromMilliseconds(_ value: Double) -> Nanoseconds {
    clamping(value * Double(perMillisecond))
  }

  /// Rounds a floating-point nanosecond count to the nearest whole one, clamped to the
  /// representable range (NaN counts as the far end), so no number read from a file can trap.
  public static func clamping(_ value: Double) -> Nanoseconds {
    let rounded = value.rounded()
    guard rounded < Double(Nanoseconds.max) else { return .max }
    guard rounded > Double(Nanoseconds.min) else { return .min }
    return Nanoseconds(rounded)
  }

  /// Milliseconds as a Double, for display and JSON output only.
  public var milliseconds: Double { Double(self) / Double(Nanoseconds.perMillisecond) }
}
