import Testing

@testable import StarlightCore

/// The beat map's JSON reader (issue 24): what Foundation's reader accepted still reads,
/// values come back typed, and a broken text is refused with where.
@Suite struct JSONTapeTests {
  private func root(_ text: String) throws -> JSONObject {
    try #require(try JSONTape.parse(Array(text.utf8)).root.object)
  }

  private func refusal(_ text: String) -> JSONTapeError? { refusal(bytes: Array(text.utf8)) }

  private func refusal(bytes: [UInt8]) -> JSONTapeError? {
    do {
      _ = try JSONTape.parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsNestedValuesByKeyAndInOrder() throws {
    let object = try root(#"{"a": [1, {"b": "x"}, [], null, true], "c": -2.5e1, "d": {}}"#)
    let array = try #require(object["a"]?.array)
    #expect(array.count == 5)
    let values = Array(array)
    #expect(values[0].number == 1)
    #expect(values[1].object?["b"]?.string == "x")
    #expect(values[2].array?.isEmpty == true)
    #expect(values[3].isNull)
    #expect(values[4].bool == true)
    #expect(values[4].number == nil)
    #expect(object["c"]?.number == -25)
    #expect(object["d"]?.object?.count == 0)
    #expect(object["missing"] == nil)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let object = try root(#"{"s": "a\"b\\c\n\u00e9\ud83c\udfb5", "k\u0065y": 1}"#)
    #expect(object["s"]?.string == "a\"b\\c\n\u{e9}\u{1F3B5}")
    #expect(object["key"]?.number == 1)
  }

  @Test func acceptsWhatFoundationAcceptedHere() throws {
    let object = try root("\u{FEFF}" + #"{"a": [1, 2,], "b": 3,}"#)
    #expect(object["a"]?.array?.count == 2)
    #expect(object["b"]?.number == 3)
  }

  @Test func theLastOfDuplicateKeysWins() throws {
    #expect(try root(#"{"a": 1, "a": 2}"#)["a"]?.number == 2)
  }

  @Test func refusesBrokenTextWithWhere() {
    #expect(refusal(#"{"a": }"#) == JSONTapeError("unexpected '}'", offset: 6))
    #expect(refusal(#"{"a": 1"#)?.reason == "expected ',' or '}'")
    #expect(refusal(#"{"a": 01}"#)?.reason == "expected ',' or '}'")
    #expect(refusal(#"{"a": 1e999}"#)?.reason == "number 1e999 is too large")
    #expect(refusal(#"{"a": "\x"}"#)?.reason == "invalid escape in a string")
    #expect(refusal("{\"a\": \"\u{01}\"}")?.reason == "control character in a string")
    #expect(refusal(#"{"a": 1} x"#)?.reason == "unexpected text after the value")
    #expect(refusal(#"{"a": tru}"#)?.reason == "unexpected 't'")
    #expect(refusal(#"{1: 2}"#)?.reason == "expected a string key")
  }

  @Test func refusesInvalidUTF8() {
    #expect(refusal(bytes: [0x22, 0xC3, 0x28, 0x22])?.reason == "a string is not valid UTF-8")
  }

  @Test func refusesNestingBeyondTheLimit() {
    let deep = String(repeating: "[", count: JSONTapeParser.maxDepth + 1)
    #expect(refusal(deep)?.reason == "nested deeper than \(JSONTapeParser.maxDepth)")
  }

  @Test func theTokenBoundCoversEveryValue() throws {
    let text = #"{"a": [1, {"b": "x,:{["}, []], "c": {}}"#
    let tape = try JSONTape.parse(Array(text.utf8))
    #expect(tape.tokens.count <= JSONTapeParser.tokenBound(Array(text.utf8)))
  }

  @Test func aBeatMapWithBrokenJSONNamesTheLineAndColumn() {
    let text = "{\n  \"format\": \"starlight-beatmap\",\n  \"version\": 2,,\n}"
    #expect(throws: BeatMapError.self) {
      _ = try BeatMapLoader.parse(
        data: Array(text.utf8), fileName: "m.json", audioDuration: { _ in .success(.seconds(1)) })
    }
    do {
      _ = try BeatMapLoader.parse(
        data: Array(text.utf8), fileName: "m.json", audioDuration: { _ in .success(.seconds(1)) })
    } catch {
      #expect(
        error.problems.first?.message
          == "not valid JSON (expected a string key at line 3, column 16)")
    }
  }
}
