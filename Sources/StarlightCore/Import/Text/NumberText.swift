/// Strict number parsing for chart files: plain decimal notation only (digits, one point,
/// an optional sign and exponent), finite. StepMania and osu! silently read "12abc" as 12
/// or garbage as 0; an importer that reports instead needs to know it was not a number.
enum NumberText {
  private static let allowed = Set("0123456789+-.eE")

  static func double<S: StringProtocol>(_ text: S) -> Double? {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty, trimmed.count <= 64, trimmed.allSatisfy({ allowed.contains($0) }),
      trimmed.contains(where: \.isNumber), let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }

  static func integer<S: StringProtocol>(_ text: S) -> Int? {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty, trimmed.count <= 18 else { return nil }
    return Int(trimmed)
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces, tabs and line breaks.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
