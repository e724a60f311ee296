/// How a capacitor charges while held: an ease-in curve from empty to the top over its
/// charge duration, `full * (held / duration) ^ exponent`, saturating at the top.
///
/// The charge is an exact integer function of the held nanoseconds (128-bit fixed point,
/// rounded down), so a release is judged at its own instant, the same on every machine and
/// at every step size. It never decreases as the hold goes on.
public struct PowerUpCurve: Sendable, Equatable {
  /// The top of the scale: charges and bands are in permille of it.
  public static let full = 1_000
  public static let maxExponent = 4
  /// Fraction bits of the fixed-point ratio held / duration.
  private static let fractionBits = 60

  public let exponent: Int
  public let duration: Nanoseconds

  /// A curve; the exponent is kept to 1...`maxExponent` and the duration to at least 1 ns.
  public init(exponent: Int, duration: Nanoseconds) {
    self.exponent = min(Self.maxExponent, max(1, exponent))
    self.duration = max(1, duration)
  }

  /// The charge in permille after holding for `held` (from empty).
  public func charge(afterHolding held: Nanoseconds) -> Int {
    guard held > 0 else { return 0 }
    guard held < duration else { return Self.full }
    let one = Int128(1) << Self.fractionBits
    // held < duration, so the ratio and every power of it stay below `one` (2^60), and a
    // product of two of them below 2^120: no overflow in 128 bits.
    let ratio = (Int128(held) << Self.fractionBits) / Int128(duration)
    var power = one
    for _ in 0..<exponent { power = (power * ratio) >> Self.fractionBits }
    return Int((power * Int128(Self.full)) >> Self.fractionBits)
  }

  /// The shortest hold (from empty) that brings the charge to at least `permille`: 0 for
  /// nothing, the full duration for the top.
  public func heldTime(toReach permille: Int) -> Nanoseconds {
    guard permille > 0 else { return 0 }
    guard permille < Self.full else { return duration }
    // The charge never decreases with the hold, so the first hold that reaches it is found
    // by bisection.
    var low: Nanoseconds = 0
    var high = duration
    while low < high {
      let middle = low + (high - low) / 2
      if charge(afterHolding: middle) >= permille {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// The longest hold (from empty) whose charge is still at most `permille`; the full
  /// duration for the top, where the charge stays from then on.
  public func lastHeldTime(atMost permille: Int) -> Nanoseconds {
    guard permille < Self.full else { return duration }
    return heldTime(toReach: permille + 1) - 1
  }
}
