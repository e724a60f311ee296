import Testing

@testable import StarlightHaptics

@Suite("JSON reader (Foundation) and locator")
struct JSONReaderTests {
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONReader.parse(Array(text.utf8)).value
  }

  @Test("scalars keep their kind: true is a boolean, 1 a number")
  func scalars() throws {
    guard case .number(let number) = try parse(" -12.5e-1 "), case .number(1) = try parse("1")
    else {
      Issue.record("expected numbers")
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

  @Test(
    "Foundation on this toolchain: trailing commas close arrays and objects; a lone comma does not")
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

  @Test("surrogate pairs join")
  func surrogates() throws {
    guard case .string(let joined) = try parse(#""\ud83c\udfb5""#) else {
      Issue.record("expected a string")
      return
    }
    #expect(joined == "🎵")
  }

  @Test(
    "a syntax error keeps Foundation's words and the byte it names",
    arguments: [
      ("{\"a\": [1,,2]}", 9), ("hello", 0), ("{\"a\": 1} x", 9), ("{\"a\": \"x", 8),
      ("{\"a\": 1e999}", 6),
    ])
  func syntaxErrors(text: String, offset: Int) {
    #expect {
      try parse(text)
    } throws: { error in
      guard let error = error as? JSONSyntaxError else { return false }
      return error.offset == offset && !error.detail.isEmpty && !error.detail.hasSuffix(".")
    }
  }

  @Test(
    "the locator finds where the value at a path starts",
    arguments: [
      ([JSONPathComponent](), 0),
      ([.key("k")], 9),
      ([.key("k"), .index(1)], 16),
      ([.key("k"), .index(2), .key("x\"y")], 31),
      ([.key("dup")], 58),
      ([.key("absent")], 0),
    ])
  func locator(path: [JSONPathComponent], offset: Int) throws {
    let text = "{\n  \"k\": [true, [1,], {\"x\\\"y\": null},],\n \"dup\": 1, \"dup\": 2}"
    _ = try parse(text)
    #expect(JSONLocator.offset(of: path, in: Array(text.utf8)) == offset)
  }
}
