import Testing

@testable import StarlightHaptics

@Suite("Tolerant JSON reader")
struct TolerantJSONParserTests {
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try TolerantJSONParser.parse(Array(text.utf8)).value
  }

  @Test("scalars")
  func scalars() throws {
    guard case .number(let number) = try parse(" -12.5e-1 ") else {
      Issue.record("expected a number")
      return
    }
    #expect(number == -1.25)
    guard case .bool(true) = try parse("true"), case .bool(false) = try parse("false"),
      case .null = try parse("null")
    else {
      Issue.record("expected literals")
      return
    }
  }

  @Test("trailing commas close arrays and objects; a lone comma does not")
  func trailingCommas() throws {
    guard case .array(let elements) = try parse("[1, 2, ]") else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.count == 2)
    guard case .object(let object) = try parse("{\"a\": 1,}") else {
      Issue.record("expected an object")
      return
    }
    #expect(object.members.keys.sorted() == ["a"])
    #expect(throws: JSONSyntaxError.self) { try parse("[,]") }
    #expect(throws: JSONSyntaxError.self) { try parse("{,}") }
  }

  @Test("surrogate pairs join; lone surrogates become U+FFFD")
  func surrogates() throws {
    guard case .string(let joined) = try parse(#""\ud83c\udfb5""#),
      case .string(let lone) = try parse(#""a\ud800b""#),
      case .string(let mismatched) = try parse(#""\ud800\u0041""#),
      case .string(let lowOnly) = try parse(#""\udc00""#)
    else {
      Issue.record("expected strings")
      return
    }
    #expect(joined == "🎵")
    #expect(lone == "a\u{FFFD}b")
    #expect(mismatched == "\u{FFFD}A")
    #expect(lowOnly == "\u{FFFD}")
  }

  @Test("invalid UTF-8 inside a string is repaired, not fatal")
  func invalidUTF8InString() throws {
    let bytes: [UInt8] = [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "a"), UInt8(ascii: "\"")]
    guard case .string(let text) = try TolerantJSONParser.parse(bytes).value else {
      Issue.record("expected a string")
      return
    }
    #expect(text == "\u{FFFD}a")
  }

  @Test("nesting up to the cap is fine; one more level is an error")
  func nestingCap() throws {
    let depth = TolerantJSONParser.maximumNestingDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    _ = try parse(deepest)
    let tooDeep =
      String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
    #expect(throws: JSONSyntaxError.self) { try parse(tooDeep) }
  }

  @Test("values remember where they start")
  func offsets() throws {
    guard case .object(let object) = try parse("{\n  \"k\": [true]\n}") else {
      Issue.record("expected an object")
      return
    }
    let node = try #require(object["k"])
    #expect(node.offset == 9)
    #expect(SourceLocation(offset: node.offset, in: Array("{\n  \"k\": [true]\n}".utf8)).line == 2)
  }
}
