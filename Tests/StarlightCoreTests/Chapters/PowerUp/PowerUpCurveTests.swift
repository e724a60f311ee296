import Foundation
import Testing

@testable import StarlightCore

@Suite("Power-up charge curve")
struct PowerUpCurveTests {
  @Test("the integer charge follows full * (held / duration) ^ exponent", arguments: 1...4)
  func followsTheFormula(exponent: Int) {
    let curve = PowerUpCurve(exponent: exponent, duration: 1_234_567_891)
    for sample in stride(from: Int64(0), through: 1_000, by: 7) {
      let held = curve.duration * sample / 1_000 + 13
      let exact = 1_000 * pow(Double(held) / Double(curve.duration), Double(exponent))
      let charge = curve.charge(afterHolding: held)
      // Rounded down, with at most one permille lost to the fixed point.
      #expect(Double(charge) <= min(1_000, exact) + 1e-9, "held \(held)")
      #expect(Double(charge) >= min(1_000, exact) - 1.000_001, "held \(held)")
    }
  }

  @Test("empty before the hold, full from the duration on, never decreasing")
  func bounds() {
    let curve = PowerUpCurve(exponent: 3, duration: .milliseconds(900))
    #expect(curve.charge(afterHolding: -5) == 0)
    #expect(curve.charge(afterHolding: 0) == 0)
    #expect(curve.charge(afterHolding: curve.duration - 1) == 999)
    #expect(curve.charge(afterHolding: curve.duration) == 1_000)
    #expect(curve.charge(afterHolding: .seconds(3_600)) == 1_000)
    var previous = 0
    for held in stride(from: Nanoseconds(0), through: curve.duration, by: 99_991) {
      let charge = curve.charge(afterHolding: held)
      #expect(charge >= previous)
      previous = charge
    }
  }

  @Test(
    "the held time to reach a level is the first nanosecond at it",
    arguments: [1, 250, 800, 940, 999])
  func inverse(permille: Int) {
    let curve = PowerUpCurve(exponent: 2, duration: .milliseconds(1_500))
    let held = curve.heldTime(toReach: permille)
    #expect(curve.charge(afterHolding: held) == permille)
    #expect(curve.charge(afterHolding: held - 1) == permille - 1)
    let last = curve.lastHeldTime(atMost: permille)
    #expect(curve.charge(afterHolding: last) == permille)
    #expect(curve.charge(afterHolding: last + 1) == permille + 1)
  }

  @Test("out-of-range exponents and durations are kept usable")
  func clamping() {
    #expect(PowerUpCurve(exponent: 0, duration: 0).exponent == 1)
    #expect(PowerUpCurve(exponent: 9, duration: -4).duration == 1)
    let huge = PowerUpCurve(exponent: 4, duration: .max)
    #expect(huge.charge(afterHolding: .max / 2) == 62)
  }
}
