/// How one moment of a Core Haptics event (intensity and sharpness) drives a gamepad's two
/// rumble motors.
///
///     low  = intensity × max(1 − sharpness, lowMotorSharpnessFloor)
///     high = intensity × sharpness
///
/// Sharpness is Core Haptics' dull-to-crisp axis, and a pad's two motors sit at the two ends of
/// it: the heavy low-frequency motor feels round and dull, the light high-frequency one crisp.
/// So sharpness cross-fades between them and intensity scales both.
///
/// The floor on the low motor is there because the small high-frequency motor alone feels like
/// a thin buzz with no body, while a sharp Core Haptics tap still lands with some weight; and
/// the floor is small so that sharpness still reads clearly. There is no matching floor on the
/// high motor: a dull event on the low motor alone is exactly the round feel sharpness 0 means.
public enum MotorMapping {
  /// The share of intensity the low motor keeps however sharp the event (from sharpness 0.8 up).
  public static let lowMotorSharpnessFloor = 0.2

  public static func levels(intensity: Double, sharpness: Double) -> MotorLevels {
    let intensity = AHAPLimits.clamp(intensity, to: AHAPLimits.unitRange)
    let sharpness = AHAPLimits.clamp(sharpness, to: AHAPLimits.unitRange)
    return MotorLevels(
      low: intensity * max(1 - sharpness, lowMotorSharpnessFloor),
      high: intensity * sharpness)
  }
}
