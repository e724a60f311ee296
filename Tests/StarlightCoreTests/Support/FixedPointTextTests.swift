import Foundation
import Testing

@testable import StarlightCore

@Suite struct FixedPointTextTests {
  @Test func writesAsPrintfDoes() {
    #expect(FixedPointText.text(92.444, decimals: 2) == "92.44")
    #expect(FixedPointText.text(100, decimals: 2) == "100.00")
    #expect(FixedPointText.text(0.05, decimals: 1) == "0.1")
    #expect(FixedPointText.text(7.0, decimals: 0) == "7")
    #expect(FixedPointText.text(3.5, decimals: 1, signed: true) == "+3.5")
    #expect(FixedPointText.text(-3.46, decimals: 1, signed: true) == "-3.5")
    #expect(FixedPointText.text(0, decimals: 1, signed: true) == "+0.0")
    // A negative value that rounds to zero keeps its sign, as printf writes it.
    #expect(FixedPointText.text(-0.001, decimals: 2) == "-0.00")
    #expect(FixedPointText.text(0.0625, decimals: 3) == "0.062")
    #expect(FixedPointText.text(1.005, decimals: 2) == "1.00")
    #expect(FixedPointText.text(0.125, decimals: 2) == "0.12")
    #expect(FixedPointText.text(.nan, decimals: 2) == "nan")
    #expect(FixedPointText.text(-.infinity, decimals: 2) == "-inf")
    #expect(FixedPointText.text(2.5e16, decimals: 1) == String(format: "%.1f", 2.5e16))
  }

  /// Every value is written exactly as `String(format:)` writes it, those whose scaling
  /// lands on a half included.
  @Test func agreesWithFoundation() {
    var generator = SplitMix64(seed: 35)
    let halves = (0..<2_000).map { Double($0) / 200 + 0.005 }
    let spread = (0..<20_000).map { _ in
      (Double(generator.next() % 2_000_000_001) - 1_000_000_000) / 997
    }
    for value in halves + spread {
      for decimals in 0...3 {
        let format = "%.\(decimals)f"
        #expect(
          FixedPointText.text(value, decimals: decimals) == String(format: format, value),
          "\(value) to \(decimals)")
        #expect(
          FixedPointText.text(value, decimals: decimals, signed: true)
            == String(format: "%+.\(decimals)f", value))
      }
    }
  }
}
