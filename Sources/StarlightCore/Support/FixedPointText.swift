import Foundation

/// A number as text with a fixed count of decimals, as `String(format: "%.2f")` writes it,
/// for the figures a view draws every frame. Written by hand because Foundation's formatting
/// builds a CFString and parses its format string on every call: in Chapter 4's HUD at
/// 500 frames a second that was 6 % of the drawing thread's CPU (perf, issue 35), where this
/// is integer arithmetic on the rounded value. It rounds as printf does, on the exact value:
/// a fused multiply-add tells on which side of the half the value truly lies (0.05 is a hair
/// above 0.05 and writes "0.1"), and only an exact half goes to the even digit.
public enum FixedPointText {
  /// The largest magnitude written here; beyond it `String(format:)` writes the digits.
  static let largest = 1e15

  /// `value` with `decimals` digits after the point (0 to 6), a leading "+" on a positive
  /// value when `signed`, "-" on a negative one (also when it rounds to zero, as printf).
  public static func text(_ value: Double, decimals: Int, signed: Bool = false) -> String {
    let decimals = min(max(decimals, 0), 6)
    let sign = value.sign == .minus ? "-" : (signed ? "+" : "")
    guard value.isFinite else { return sign + (value.isNaN ? "nan" : "inf") }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = value.magnitude
    let below = (magnitude * Double(scale)).rounded(.down)
    guard below < largest else { return sign + String(format: "%.\(decimals)f", magnitude) }
    var units = Int64(below)
    let pastHalf = fma(magnitude, Double(scale), -(below + 0.5))
    if pastHalf > 0 || (pastHalf == 0 && units % 2 == 1) { units += 1 }
    let whole = String(units / scale)
    guard decimals > 0 else { return sign + whole }
    let fraction = String(units % scale)
    let padding = String(repeating: "0", count: decimals - fraction.count)
    return sign + whole + "." + padding + fraction
  }
}
