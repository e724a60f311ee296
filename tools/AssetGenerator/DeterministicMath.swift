/// Transcendental functions built only from IEEE-754 basic arithmetic (+, -, *, /).
///
/// The platform `sin`/`exp` may differ in the last bit between C libraries; these do not, so the
/// synthesized PCM is byte-identical on every conforming platform, not just on this machine.
enum DMath {
  static let pi = 3.141_592_653_589_793_238_46
  static let twoPi = 6.283_185_307_179_586_476_92
  static let halfPi = 1.570_796_326_794_896_619_23
  static let ln2 = 0.693_147_180_559_945_309_42

  /// Sine with absolute error below 1e-12 over the whole `Double` range used here.
  static func sin(_ x: Double) -> Double {
    // Reduce to [-pi, pi].
    var r = x - twoPi * (x / twoPi).rounded(.toNearestOrEven)
    // Fold into [-pi/2, pi/2] using sin(pi - r) = sin(r).
    if r > halfPi {
      r = pi - r
    } else if r < -halfPi {
      r = -pi - r
    }
    let r2 = r * r
    // Taylor series to r^19, evaluated with Horner's scheme.
    var term = 1.0
    var coefficient = 19.0
    while coefficient > 1.0 {
      term = 1.0 - term * r2 / (coefficient * (coefficient - 1.0))
      coefficient -= 2.0
    }
    return r * term
  }

  static func cos(_ x: Double) -> Double {
    sin(x + halfPi)
  }

  static func tan(_ x: Double) -> Double {
    sin(x) / cos(x)
  }

  /// Sine of a phase measured in cycles (1.0 is one full turn).
  static func sinCycles(_ phase: Double) -> Double {
    sin(twoPi * phase)
  }

  /// Natural exponential, relative error below 1e-14 for |x| < 700.
  static func exp(_ x: Double) -> Double {
    if x < -700 { return 0 }
    let k = (x / ln2).rounded(.toNearestOrEven)
    let r = x - k * ln2
    var sum = 1.0
    var n = 16.0
    while n >= 1.0 {
      sum = 1.0 + sum * r / n
      n -= 1.0
    }
    return sum * Double(sign: .plus, exponent: Int(k), significand: 1.0)
  }

  /// 2 raised to `x`.
  static func exp2(_ x: Double) -> Double {
    exp(x * ln2)
  }

  /// Amplitude ratio for a level in decibels.
  static func decibels(_ db: Double) -> Double {
    exp(db / 20.0 * 2.302_585_092_994_045_684_02)
  }

  /// Hyperbolic tangent, used as a gentle saturator.
  static func tanh(_ x: Double) -> Double {
    if x > 20 { return 1 }
    if x < -20 { return -1 }
    let e = exp(2 * x)
    return (e - 1) / (e + 1)
  }
}
