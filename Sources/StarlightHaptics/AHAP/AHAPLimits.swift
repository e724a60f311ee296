/// Defaults and ranges for AHAP values. Missing values take these defaults and out-of-range
/// values are clamped to these ranges, the way Core Haptics treats an AHAP file.
public enum AHAPLimits {
  /// Core Haptics' default event intensity: full strength.
  public static let defaultIntensity = 1.0
  /// Core Haptics' default event sharpness: the middle of the range.
  public static let defaultSharpness = 0.5
  /// Events sustain for their whole duration unless a file says otherwise.
  public static let defaultSustained = true

  /// Intensity and sharpness are unit values.
  public static let unitRange: ClosedRange<Double> = 0...1
  /// AttackTime, DecayTime and ReleaseTime, in seconds. Core Haptics documents them as 0...1.
  public static let envelopeTimeRange: ClosedRange<Double> = 0...1
  /// Core Haptics refuses continuous events longer than 30 s; we clamp to that instead.
  public static let eventDurationRange: ClosedRange<Double> = 0...30
  /// Event, parameter and control-point times, in seconds. Negative times are clamped to 0 as
  /// Core Haptics does. The upper bound is ours: no effect in the game lasts anywhere near ten
  /// minutes, and it keeps a stray huge number from asking the renderer for millions of samples.
  public static let timeRange: ClosedRange<Double> = 0...600

  /// Largest AHAP file read (the game's own are under 4 KB; Apple's samples under 100 KB).
  /// Checked where the file is read, before any parsing, so memory stays bounded.
  public static let maxFileBytes = 1024 * 1024

  static let microsecondsPerSecond = 1_000_000.0

  /// Converts seconds to whole microseconds after clamping, so that all later arithmetic is on
  /// integers and cannot overflow.
  static func microseconds(fromSeconds seconds: Double, clampedTo range: ClosedRange<Double>)
    -> Int
  {
    Int((clamp(seconds, to: range) * microsecondsPerSecond).rounded())
  }

  /// Clamps a time already in microseconds to a range given in seconds.
  static func clamp(microseconds: Int, toSeconds range: ClosedRange<Double>) -> Int {
    let lower = Int(range.lowerBound * microsecondsPerSecond)
    let upper = Int(range.upperBound * microsecondsPerSecond)
    return min(max(microseconds, lower), upper)
  }

  /// Clamps, mapping NaN to the lower bound so that no caller can smuggle one through.
  static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    guard !value.isNaN else {
      return range.lowerBound
    }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
