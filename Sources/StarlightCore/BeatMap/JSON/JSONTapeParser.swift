/// Builds a `JSONTape`: one pass that checks the grammar (RFC 8259, plus a byte-order mark
/// and trailing commas) and appends a token per value and per object key. The token array is
/// sized from a first, cheap count of separators, so it is allocated once.
struct JSONTapeParser {
  typealias Token = JSONTape.Token
  /// Foundation's reader stops at the same depth; recursion stays far from the stack's end.
  static let maxDepth = 512
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private let bytes: [UInt8]
  private var position = 0
  private var tokens: [Token] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parse() throws(JSONTapeError) -> [Token] {
    tokens.reserveCapacity(Self.tokenBound(bytes))
    if bytes.starts(with: Self.byteOrderMark) { position = Self.byteOrderMark.count }
    try value(depth: 0)
    skipWhitespace()
    guard position == bytes.count else { throw failure("unexpected text after the value") }
    return tokens
  }

  /// At most one token per `{`, `[`, `:` and `,` outside strings, plus the root.
  static func tokenBound(_ bytes: [UInt8]) -> Int {
    var count = 1
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: ","): count += 1
      default: break
      }
    }
    return count
  }

  private mutating func value(depth: Int) throws(JSONTapeError) {
    skipWhitespace()
    guard position < bytes.count else { throw failure("unexpected end of text") }
    switch bytes[position] {
    case UInt8(ascii: "{"): try container(depth: depth, isObject: true)
    case UInt8(ascii: "["): try container(depth: depth, isObject: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true", kind: .bool, count: 1)
    case UInt8(ascii: "f"): try literal("false", kind: .bool, count: 0)
    case UInt8(ascii: "n"): try literal("null", kind: .null, count: 0)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw failure("unexpected \(describe(bytes[position]))")
    }
  }

  private mutating func container(depth: Int, isObject: Bool) throws(JSONTapeError) {
    guard depth < Self.maxDepth else { throw failure("nested deeper than \(Self.maxDepth)") }
    let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    let index = tokens.count
    let start = position
    tokens.append(Token(kind: .null, start: start, end: 0, count: 0))
    position += 1
    var count = 0
    skipWhitespace()
    if peek() == closer {
      position += 1
    } else {
      while true {
        if isObject {
          skipWhitespace()
          guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string key") }
          try string()
          skipWhitespace()
          guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
          position += 1
        }
        try value(depth: depth + 1)
        count += 1
        skipWhitespace()
        if peek() == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
          // A trailing comma, which Foundation's reader accepted.
          if peek() == closer {
            position += 1
            break
          }
          continue
        }
        guard peek() == closer else {
          throw failure("expected ',' or '\(Character(Unicode.Scalar(closer)))'")
        }
        position += 1
        break
      }
    }
    tokens[index] = Token(
      kind: isObject ? .object : .array, start: start, end: tokens.count, count: count)
  }

  private mutating func string() throws(JSONTapeError) {
    position += 1
    let start = position
    var escaped = false
    var nonASCII = false
    while true {
      guard position < bytes.count else { throw failure("unterminated string") }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte >= 0x80 { nonASCII = true }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        try escape()
      } else {
        position += 1
      }
    }
    if nonASCII, String(validating: bytes[start..<position], as: UTF8.self) == nil {
      throw failure("a string is not valid UTF-8")
    }
    tokens.append(
      Token(kind: escaped ? .escapedString : .string, start: start, end: position, count: 0))
    position += 1
  }

  /// Checks the escape at `position` (a backslash) and moves past it.
  private mutating func escape() throws(JSONTapeError) {
    guard position + 1 < bytes.count else { throw failure("unterminated string") }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      guard position + 6 <= bytes.count,
        bytes[(position + 2)..<(position + 6)].allSatisfy({ JSONStringDecoder.hexValue($0) != nil })
      else { throw failure("a \\u escape needs four hex digits") }
      position += 6
    default:
      throw failure("invalid escape in a string")
    }
  }

  private mutating func number() throws(JSONTapeError) {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    if peek() == UInt8(ascii: "0") {
      position += 1
    } else {
      guard digits() > 0 else { throw failure("a number needs digits") }
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw failure("a number needs digits after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
    }
    let text = bytes[start..<position]
    guard let value = Self.double(text), value.isFinite else {
      throw JSONTapeError(
        "number \(String(decoding: text.prefix(40), as: UTF8.self)) is too large", offset: start)
    }
    tokens.append(Token(kind: .number, start: start, end: position, count: 0))
  }

  /// A number's text (already checked against the grammar) as a Double.
  static func double(_ text: ArraySlice<UInt8>) -> Double? {
    Double(String(decoding: text, as: UTF8.self))
  }

  private mutating func digits() -> Int {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
    }
    return position - start
  }

  private mutating func literal(_ word: String, kind: JSONTape.Kind, count: Int)
    throws(JSONTapeError)
  {
    let end = position + word.utf8.count
    guard end <= bytes.count, bytes[position..<end].elementsEqual(word.utf8) else {
      throw failure("unexpected \(describe(bytes[position]))")
    }
    tokens.append(Token(kind: kind, start: position, end: end, count: count))
    position = end
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      position += 1
    }
  }

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private func failure(_ reason: String) -> JSONTapeError {
    JSONTapeError(reason, offset: position)
  }
}
