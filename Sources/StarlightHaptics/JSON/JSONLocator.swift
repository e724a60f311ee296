import Foundation

/// Finds where the value at a path starts in a JSON text that `JSONReader` has already
/// accepted, so an AHAP error can name a line and column. Foundation's reader keeps no
/// positions; this walks only the structure (strings, brackets, commas) and runs only when
/// an error is reported. Key strings are decoded by Foundation. On anything unexpected it
/// stops where it is: a position near the problem is still useful.
struct JSONLocator {
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let openers: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "[")]
  private static let closers: Set<UInt8> = [UInt8(ascii: "}"), UInt8(ascii: "]")]
  private static let whitespace: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]

  private let bytes: [UInt8]
  private var index = 0

  /// The byte offset where the value at `path` starts in `bytes`.
  static func offset(of path: [JSONPathComponent], in bytes: [UInt8]) -> Int {
    var locator = JSONLocator(bytes: bytes)
    if bytes.starts(with: byteOrderMark) { locator.index = byteOrderMark.count }
    locator.skipWhitespace()
    for component in path {
      guard locator.enter(component) else { break }
    }
    return locator.index
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Moves to the start of the member or element `component` of the value here.
  private mutating func enter(_ component: JSONPathComponent) -> Bool {
    guard let open = peek(), Self.openers.contains(open) else { return false }
    let start = index
    index += 1
    var position = 0
    var found: Int?
    while true {
      skipWhitespace()
      guard let byte = peek(), !Self.closers.contains(byte) else { break }
      var matches = false
      if case .key(let key) = component {
        let keyStart = index
        skipValue()
        matches = decodedString(keyStart..<index) == key
        skipWhitespace()
        index += 1  // the colon
        skipWhitespace()
      } else if case .index(let wanted) = component {
        matches = position == wanted
      }
      // A repeated key: the last one wins, as in the reader.
      if matches { found = index }
      let before = index
      skipValue()
      skipWhitespace()
      if peek() == UInt8(ascii: ",") { index += 1 }
      position += 1
      if index == before { break }
      if case .index = component, found != nil { break }
    }
    index = found ?? start
    return found != nil
  }

  /// Skips one value: a string, a bracketed value (strings inside skipped whole) or a scalar.
  private mutating func skipValue() {
    guard let first = peek() else { return }
    if first == Self.quote {
      skipString()
      return
    }
    guard Self.openers.contains(first) else {
      while let byte = peek(), !Self.whitespace.contains(byte), !Self.closers.contains(byte),
        byte != UInt8(ascii: ","), byte != UInt8(ascii: ":")
      {
        index += 1
      }
      return
    }
    var depth = 0
    while let byte = peek() {
      if byte == Self.quote {
        skipString()
        continue
      }
      index += 1
      if Self.openers.contains(byte) { depth += 1 }
      if Self.closers.contains(byte) {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private mutating func skipString() {
    index += 1  // the opening quote
    while let byte = peek() {
      index += byte == Self.backslash ? 2 : 1
      if byte == Self.quote { return }
    }
  }

  private func decodedString(_ range: Range<Int>) -> String? {
    let clamped = range.clamped(to: 0..<bytes.count)
    return try? JSONSerialization.jsonObject(
      with: Data(bytes[clamped]), options: [.fragmentsAllowed]) as? String
  }

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), Self.whitespace.contains(byte) { index += 1 }
  }
}
