/// A small JSON reader that accepts what Apple's AHAP samples contain but strict JSON rejects:
/// a trailing comma before `]` or `}`, and a UTF-8 byte-order mark. Everything else follows
/// RFC 8259, except that leading zeros in numbers and raw control characters in strings are let
/// through, since neither makes a file ambiguous.
///
/// It is written by hand rather than wrapping `JSONSerialization` so that every error carries a
/// byte offset, and so that no input, however malformed, can crash it: every read is bounds
/// checked, nesting is capped (the recursion depth is bounded), and each step consumes input.
struct TolerantJSONParser {
  /// AHAP nests five levels at most; the cap only guards the stack against hostile input.
  static let maximumNestingDepth = 64

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let hexDigitCount = 4
  private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"
  private static let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF
  private static let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF
  private static let surrogateBitsPerHalf: UInt32 = 10
  private static let supplementaryPlaneStart: UInt32 = 0x10000
  private static let printableASCII: ClosedRange<UInt8> = 0x21...0x7E
  private static let backspace: UInt8 = 0x08
  private static let formFeed: UInt8 = 0x0C
  private static let bitsPerHexDigit: UInt32 = 4
  private static let firstHexLetterValue: UInt8 = 10

  private let bytes: [UInt8]
  private var index = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON value that makes up the whole input (surrounding whitespace allowed).
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var parser = TolerantJSONParser(bytes: bytes)
    if bytes.starts(with: byteOrderMark) {
      parser.index = byteOrderMark.count
    }
    parser.skipWhitespace()
    let root = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
    }
    return root
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    let start = index
    guard let byte = peek() else {
      throw error("expected a value, found end of input")
    }
    switch byte {
    case UInt8(ascii: "{"):
      return JSONNode(value: .object(try parseObject(depth: depth + 1)), offset: start)
    case UInt8(ascii: "["):
      return JSONNode(value: .array(try parseArray(depth: depth + 1)), offset: start)
    case UInt8(ascii: "\""):
      return JSONNode(value: .string(try parseString()), offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), offset: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONNode(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONNode(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONNode(value: .null, offset: start)
    default:
      throw error("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
    try checkDepth(depth)
    index += 1  // the opening brace
    var object = JSONObject()
    skipWhitespace()
    if consume(UInt8(ascii: "}")) {
      return object
    }
    while true {
      guard peek() == UInt8(ascii: "\"") else {
        throw error("expected a string key in an object, found \(describeCurrent())")
      }
      let key = try parseString()
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else {
        throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
      }
      skipWhitespace()
      object.members[key] = try parseValue(depth: depth)
      skipWhitespace()
      if consume(UInt8(ascii: "}")) {
        return object
      }
      guard consume(UInt8(ascii: ",")) else {
        throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
      }
      skipWhitespace()
      // Apple's own AHAP samples end member lists with a comma.
      if consume(UInt8(ascii: "}")) {
        return object
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
    try checkDepth(depth)
    index += 1  // the opening bracket
    var elements: [JSONNode] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) {
      return elements
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      if consume(UInt8(ascii: "]")) {
        return elements
      }
      guard consume(UInt8(ascii: ",")) else {
        throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
      }
      skipWhitespace()
      if consume(UInt8(ascii: "]")) {
        return elements
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
    if depth > Self.maximumNestingDepth {
      throw error("nested deeper than \(Self.maximumNestingDepth) levels")
    }
  }

  // MARK: - Scalars

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1  // the opening quote
    var utf8: [UInt8] = []
    while let byte = peek() {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // Invalid UTF-8 is repaired with U+FFFD rather than rejected: it can only sit in a
        // string, where it cannot change the structure of the pattern.
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        utf8.append(contentsOf: try parseEscape())
      default:
        utf8.append(byte)
      }
    }
    throw JSONSyntaxError(detail: "unterminated string", offset: start)
  }

  /// Reads the escape after a backslash and returns its UTF-8 bytes.
  private mutating func parseEscape() throws(JSONSyntaxError) -> [UInt8] {
    guard let byte = peek() else {
      throw error("unterminated string")
    }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
      return [byte]
    case UInt8(ascii: "b"): return [Self.backspace]
    case UInt8(ascii: "f"): return [Self.formFeed]
    case UInt8(ascii: "n"): return [UInt8(ascii: "\n")]
    case UInt8(ascii: "r"): return [UInt8(ascii: "\r")]
    case UInt8(ascii: "t"): return [UInt8(ascii: "\t")]
    case UInt8(ascii: "u"):
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: try parseUnicodeEscape())
      return Array(String(scalars).utf8)
    default:
      index -= 1
      throw error("invalid escape: backslash followed by \(describeCurrent())")
    }
  }

  /// Reads `XXXX` after `\u`, joining a UTF-16 surrogate pair when one follows. A lone
  /// surrogate becomes U+FFFD: it has no scalar value, and rejecting the file over it would be
  /// harsher than Core Haptics, which takes such strings from NSString.
  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> [Unicode.Scalar] {
    let first = try parseHexQuad()
    guard Self.highSurrogates.contains(first), followsUnicodeEscape() else {
      return [Self.scalar(first)]
    }
    index += 2  // the backslash and the `u`
    let second = try parseHexQuad()
    guard Self.lowSurrogates.contains(second) else {
      return [Self.replacementCharacter, Self.scalar(second)]
    }
    let high = (first - Self.highSurrogates.lowerBound) << Self.surrogateBitsPerHalf
    let low = second - Self.lowSurrogates.lowerBound
    return [Self.scalar(Self.supplementaryPlaneStart + high + low)]
  }

  private static func scalar(_ value: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(value) ?? replacementCharacter
  }

  private func followsUnicodeEscape() -> Bool {
    peek() == UInt8(ascii: "\\") && peek(ahead: 1) == UInt8(ascii: "u")
  }

  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<Self.hexDigitCount {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw error("expected four hex digits after \\u, found \(describeCurrent())")
      }
      value = value << Self.bitsPerHexDigit | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"):
      return UInt32(byte - UInt8(ascii: "a") + firstHexLetterValue)
    case UInt8(ascii: "A")...UInt8(ascii: "F"):
      return UInt32(byte - UInt8(ascii: "A") + firstHexLetterValue)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    guard skipDigits() > 0 else {
      throw JSONSyntaxError(detail: "invalid number: expected a digit", offset: index)
    }
    if consume(UInt8(ascii: ".")) {
      guard skipDigits() > 0 else {
        throw error("invalid number: expected a digit after '.'")
      }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) {
        _ = consume(UInt8(ascii: "-"))
      }
      guard skipDigits() > 0 else {
        throw error("invalid number: expected a digit in the exponent")
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(detail: "number \(text) is out of range", offset: start)
    }
    return value
  }

  private mutating func skipDigits() -> Int {
    var count = 0
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
      count += 1
    }
    return count
  }

  private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
    let start = index
    for expected in literal.utf8 {
      guard consume(expected) else {
        throw JSONSyntaxError(
          detail: "invalid literal; expected \(literal)", offset: start)
      }
    }
  }

  // MARK: - Cursor

  private func peek(ahead distance: Int = 0) -> UInt8? {
    let position = index + distance
    return position < bytes.count ? bytes[position] : nil
  }

  private mutating func consume(_ expected: UInt8) -> Bool {
    guard peek() == expected else {
      return false
    }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  private func error(_ detail: String) -> JSONSyntaxError {
    JSONSyntaxError(detail: detail, offset: index)
  }

  private func describeCurrent() -> String {
    guard let byte = peek() else {
      return "end of input"
    }
    if Self.printableASCII.contains(byte) {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
  }
}
