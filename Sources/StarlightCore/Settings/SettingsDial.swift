import Foundation

/// A number entered without a keyboard (issue 35): the row's value as a fixed row of digits,
/// like a combination lock. Left/Right move the cursor between the cells, Up/Down turn the
/// digit under it (9 wraps to 0, no carry, so each cell is set on its own); where the limits
/// go below 0 the first cell is the sign, which Up/Down flip. Nothing here checks the
/// limits: the text goes through `SettingsNumber.parse`, the one rule typed text meets.
public struct SettingsDial: Sendable, Equatable {
  /// Whether the first cell is a sign.
  public let hasSign: Bool
  public private(set) var negative: Bool
  /// Whole-number digits, then the decimals, most significant first.
  public private(set) var digits: [Int]
  public let wholeDigits: Int
  /// The cell under the cursor: 0 is the sign when there is one, then the digits in order.
  public private(set) var cursor: Int

  /// The dial set to `number`'s value, wide enough for its limits, the cursor on the units.
  public init(_ number: SettingsNumber) {
    hasSign = number.range.lowerBound < 0
    let widest = max(number.range.lowerBound.magnitude, number.range.upperBound.magnitude)
    wholeDigits = max(1, String(Int(widest.rounded(.down))).count)
    let factor = pow(10, Double(number.decimals))
    let scaled = Int((number.value.magnitude * factor).rounded())
    let count = wholeDigits + number.decimals
    var cells = String(scaled).compactMap(\.wholeNumberValue)
    // A value wider than the limits cannot be shown; the limits' width keeps its low digits.
    cells = Array(cells.suffix(count))
    digits = Array(repeating: 0, count: count - cells.count) + cells
    negative = hasSign && number.value < 0
    cursor = (hasSign ? 1 : 0) + wholeDigits - 1
  }

  public var cellCount: Int { (hasSign ? 1 : 0) + digits.count }

  /// Whether the cursor is on the sign cell.
  public var onSign: Bool { hasSign && cursor == 0 }

  /// The cursor `steps` cells along, stopping at either end.
  public mutating func move(by steps: Int) {
    cursor = min(max(0, cursor + steps), cellCount - 1)
  }

  /// The cell under the cursor turned `steps` (Up +1, Down -1): a digit wraps from 9 to 0,
  /// the sign flips.
  public mutating func turn(by steps: Int) {
    if onSign {
      if steps % 2 != 0 { negative.toggle() }
      return
    }
    let index = cursor - (hasSign ? 1 : 0)
    digits[index] = ((digits[index] + steps) % 10 + 10) % 10
  }

  /// Whether `command` works the dial: the four directions.
  public static func takes(_ command: MenuCommand) -> Bool {
    switch command {
    case .up, .down, .left, .right: true
    case .confirm, .back, .pause: false
    }
  }

  /// Up/Down turn the cell under the cursor, Left/Right move the cursor.
  public mutating func apply(_ command: MenuCommand) {
    switch command {
    case .up: turn(by: 1)
    case .down: turn(by: -1)
    case .left: move(by: -1)
    case .right: move(by: 1)
    case .confirm, .back, .pause: break
    }
  }

  /// The number as typed text would give it ("-0012.5"): what `SettingsNumber.parse` reads.
  public var text: String {
    let whole = digits.prefix(wholeDigits).map(String.init).joined()
    let fraction = digits.dropFirst(wholeDigits).map(String.init).joined()
    return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// The cells as shown, one string each: the sign as "+" or "-", a point after the units.
  public var cells: [String] {
    var shown = hasSign ? [negative ? "-" : "+"] : []
    for (index, digit) in digits.enumerated() {
      shown.append(index == wholeDigits && index > 0 ? ".\(digit)" : "\(digit)")
    }
    return shown
  }
}
