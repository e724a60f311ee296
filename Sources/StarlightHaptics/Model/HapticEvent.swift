/// One haptic event of a pattern: an AHAP `Event` of type `HapticTransient` or
/// `HapticContinuous`. Times are whole microseconds from the start of the pattern.
public struct HapticEvent: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A short tap. Core Haptics gives it no duration; the renderer turns it into a pulse.
    case transient = "HapticTransient"
    /// A buzz with a duration and an attack/decay/release envelope.
    case continuous = "HapticContinuous"
  }

  public internal(set) var kind: Kind
  public internal(set) var timeMicroseconds: Int
  /// Always 0 for a transient.
  public internal(set) var durationMicroseconds: Int
  /// 0...1.
  public internal(set) var intensity: Double
  /// 0...1: 0 is dull and round, 1 crisp.
  public internal(set) var sharpness: Double
  /// Ramp from silence up to the event's intensity at its start (continuous events only).
  public internal(set) var attackMicroseconds: Int
  /// Fade to silence once the attack is over; only used when `isSustained` is false.
  public internal(set) var decayMicroseconds: Int
  /// Fade to silence after the event's end (continuous events only).
  public internal(set) var releaseMicroseconds: Int
  /// When true the event holds its intensity for its whole duration.
  public internal(set) var isSustained: Bool

  /// Builds an event, clamping every value into its Core Haptics range (see `AHAPLimits`), so
  /// that events made in code obey the same rules as events read from a file.
  public init(
    kind: Kind,
    timeMicroseconds: Int,
    durationMicroseconds: Int = 0,
    intensity: Double = AHAPLimits.defaultIntensity,
    sharpness: Double = AHAPLimits.defaultSharpness,
    attackMicroseconds: Int = 0,
    decayMicroseconds: Int = 0,
    releaseMicroseconds: Int = 0,
    isSustained: Bool = AHAPLimits.defaultSustained
  ) {
    self.kind = kind
    self.timeMicroseconds = AHAPLimits.clamp(
      microseconds: timeMicroseconds, toSeconds: AHAPLimits.timeRange)
    self.durationMicroseconds =
      kind == .transient
      ? 0
      : AHAPLimits.clamp(
        microseconds: durationMicroseconds, toSeconds: AHAPLimits.eventDurationRange)
    self.intensity = AHAPLimits.clamp(intensity, to: AHAPLimits.unitRange)
    self.sharpness = AHAPLimits.clamp(sharpness, to: AHAPLimits.unitRange)
    let envelopeRange = AHAPLimits.envelopeTimeRange
    self.attackMicroseconds = AHAPLimits.clamp(
      microseconds: attackMicroseconds, toSeconds: envelopeRange)
    self.decayMicroseconds = AHAPLimits.clamp(
      microseconds: decayMicroseconds, toSeconds: envelopeRange)
    self.releaseMicroseconds = AHAPLimits.clamp(
      microseconds: releaseMicroseconds, toSeconds: envelopeRange)
    self.isSustained = isSustained
  }

  /// A transient tap at `timeMicroseconds`.
  public static func transient(
    atMicroseconds timeMicroseconds: Int = 0,
    intensity: Double,
    sharpness: Double
  ) -> HapticEvent {
    HapticEvent(
      kind: .transient, timeMicroseconds: timeMicroseconds, intensity: intensity,
      sharpness: sharpness)
  }

  /// When the event's own envelope ends, release included (a transient ends where it starts).
  public var endMicroseconds: Int {
    timeMicroseconds + durationMicroseconds + (kind == .continuous ? releaseMicroseconds : 0)
  }
}
