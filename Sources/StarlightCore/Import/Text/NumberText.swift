/// Strict number parsing for chart files: plain decimal notation only (digits, one point,
/// an optional sign and exponent), finite. StepMania and osu! silently read "12abc" as 12
/// or garbage as 0; an importer that reports instead needs to know it was not a number.
/// Works on UTF-8 bytes: charts have hundreds of thousands of numbers.
enum NumberText {
  /// Longer than any real number in a chart; longer text is refused before parsing.
  static let maxLength = 64

  static func double<S: StringProtocol>(_ text: S) -> Double? {
    let trimmed = text.trimmingSpaces()
    var sawDigit = false
    for byte in trimmed.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"),
        UInt8(ascii: "E"):
        break
      default: return nil
      }
    }
    guard sawDigit, trimmed.utf8.count <= maxLength, let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }

  /// `value` rounded to the nearest whole number, or nil when it lies outside what an Int
  /// holds exactly (2^53): the checked conversion for any number a file gives as a count.
  static func wholeNumber(_ value: Double) -> Int? {
    let rounded = value.rounded()
    guard rounded.isFinite, rounded.magnitude <= maxExactWhole else { return nil }
    return Int(exactly: rounded)
  }

  /// The largest whole number a Double holds exactly.
  static let maxExactWhole: Double = 9_007_199_254_740_992

  static func integer<S: StringProtocol>(_ text: S) -> Int? {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty, trimmed.utf8.count <= 18 else { return nil }
    return Int(trimmed)
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces, tabs and line breaks.
  func trimmingSpaces() -> String {
    let bytes = utf8
    func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\n")
    }
    var first: UTF8View.Index?
    var last = bytes.startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if !isSpace(bytes[index]) {
        if first == nil { first = index }
        last = index
      }
      index = bytes.index(after: index)
    }
    guard let first else { return "" }
    return String(self[first...last])
  }
}

extension String {
  /// The text split at every `separator` byte (empty fields kept), by UTF-8 bytes rather
  /// than characters: much faster on the long comma lists of chart files.
  func fields(separatedBy separator: UInt8) -> [Substring] {
    utf8.split(separator: separator, omittingEmptySubsequences: false).map { Substring($0) }
  }
}
