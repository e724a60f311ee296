/// The dynamic parameters an AHAP `Parameter` or `ParameterCurve` can drive. They act on every
/// event of the pattern at the time they apply, never on a single event.
public enum HapticControlParameter: String, Sendable, Equatable, CaseIterable {
  /// Multiplies event intensity.
  case intensity = "HapticIntensityControl"
  /// Added to event sharpness.
  case sharpness = "HapticSharpnessControl"
  /// Added to each continuous event's attack time, in seconds.
  case attackTime = "HapticAttackTimeControl"
  /// Added to each continuous event's decay time, in seconds.
  case decayTime = "HapticDecayTimeControl"
  /// Added to each continuous event's release time, in seconds.
  case releaseTime = "HapticReleaseTimeControl"

  private static let multiplierRange: ClosedRange<Double> = 0...1
  private static let offsetRange: ClosedRange<Double> = -1...1

  /// Core Haptics' range: 0...1 for the intensity multiplier, -1...1 for the additive ones.
  public var range: ClosedRange<Double> {
    self == .intensity ? Self.multiplierRange : Self.offsetRange
  }

  /// The value in force before any `Parameter` or `ParameterCurve` applies: it changes nothing.
  public var neutralValue: Double {
    self == .intensity ? 1 : 0
  }
}
