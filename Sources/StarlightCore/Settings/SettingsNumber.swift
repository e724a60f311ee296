import Foundation

/// A number a row holds: its value, its limits, the step Left/Right moves it by, and how it
/// is written. A typed value outside the limits is refused with them ("Scroll speed is 150
/// to 5000 ms").
public struct SettingsNumber: Sendable, Equatable {
  /// What the limits message calls it ("Scroll speed").
  public let name: String
  public let value: Double
  public let range: ClosedRange<Double>
  public let step: Double
  /// Digits after the point shown and accepted when typed (0: whole numbers only).
  public let decimals: Int
  /// Written after the value ("ms", "%"), or before it when it is "x" (x2.5).
  public let unit: String
  /// Whether a positive value shows its sign (offsets: "+12 ms").
  public let signed: Bool

  public init(
    name: String, value: Double, range: ClosedRange<Double>, step: Double, decimals: Int = 0,
    unit: String, signed: Bool = false
  ) {
    self.name = name
    self.value = value
    self.range = range
    self.step = step
    self.decimals = decimals
    self.unit = unit
    self.signed = signed
  }

  /// The value as the row shows it.
  public var shown: String { Self.written(value, decimals: decimals, unit: unit, signed: signed) }

  /// "Scroll speed is 150 to 5000 ms".
  public var limits: String {
    // The unit once, after the upper limit ("150 to 5000 ms"), except a multiplier's x.
    let low = Self.written(
      range.lowerBound, decimals: decimals, unit: unit == "x" ? unit : "", signed: false)
    let high = Self.written(range.upperBound, decimals: decimals, unit: unit, signed: false)
    return "\(name) is \(low) to \(high)"
  }

  /// The value moved by `steps` steps, onto the step grid, kept inside the limits. Counted
  /// in whole steps so repeated presses never drift.
  public func stepped(by steps: Int) -> Double {
    let current = (value / step).rounded()
    let moved = (current + Double(steps)) * step
    return range.clamp(moved)
  }

  /// Reads typed text: the number, or why it is refused (not a number, or out of range).
  public func parse(_ text: String) -> Result<Double, SettingsRefusal> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let read = Double(trimmed), read.isFinite else {
      return .failure(SettingsRefusal(message: "'\(text)' is not a number. \(limits)."))
    }
    let factor = pow(10, Double(decimals))
    let rounded = (read * factor).rounded() / factor
    guard range.contains(rounded) else {
      return .failure(SettingsRefusal(message: "\(limits)."))
    }
    return .success(rounded)
  }

  /// Which characters typing takes: digits, a minus where the range goes below 0, and a
  /// point where the value has decimals.
  public func accepts(_ character: Character) -> Bool {
    if character.isASCII, character.isNumber { return true }
    if character == "-" { return range.lowerBound < 0 }
    if character == "." { return decimals > 0 }
    return false
  }

  static func written(_ value: Double, decimals: Int, unit: String, signed: Bool) -> String {
    var number = String(format: "%.\(decimals)f", value)
    if signed, value > 0 { number = "+" + number }
    if unit == "x" { return "x" + number }
    return unit.isEmpty ? number : "\(number) \(unit)"
  }
}

/// Why a typed value was not taken, as the page shows it.
public struct SettingsRefusal: Error, Sendable, Equatable {
  public let message: String

  public init(message: String) { self.message = message }
}
