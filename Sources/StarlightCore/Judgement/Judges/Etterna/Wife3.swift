import Foundation

/// Etterna's Wife3 curve: the points (2 at best, -5.5 at worst) a tap earns for its error, at a
/// judge's timing scale (J4 1.0). Within 5 ms x scale a tap is perfect; the points then follow
/// an error function down to zero at 65 ms x scale^0.75, and fall linearly to the miss weight
/// at 180 ms x scale. Written from the published formula; no library has it.
public enum Wife3 {
  public static let maxPoints = 2.0
  public static let missWeight = -5.5
  public static let holdDropWeight = -4.5
  public static let mineHitWeight = -7.0

  /// Points for a tap `errorMs` (real time, either sign) off its note.
  public static func points(errorMs: Double, scale: Double) -> Double {
    let error = abs(errorMs)
    let ridiculous = 5 * scale
    let maxBoo = 180 * scale
    let zero = 65 * pow(scale, 0.75)
    let deviation = 22.7 * pow(scale, 0.75)
    if error <= ridiculous { return maxPoints }
    if error <= zero { return maxPoints * erf((zero - error) / deviation) }
    if error <= maxBoo { return (error - zero) * missWeight / (maxBoo - zero) }
    return missWeight
  }
}
