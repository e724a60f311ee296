/// One value on a `JSONTape`: typed reads that say nil when the value is another type.
public struct JSONValue: Sendable {
  let tape: JSONTape
  let index: Int

  private var token: JSONTape.Token { tape.tokens[index] }

  public var isNull: Bool { token.kind == .null }

  public var object: JSONObject? {
    token.kind == .object ? JSONObject(tape: tape, index: index) : nil
  }

  public var array: JSONArray? {
    token.kind == .array ? JSONArray(tape: tape, index: index) : nil
  }

  /// A JSON number (never a boolean) as a Double; the parser has refused any that
  /// overflows one.
  public var number: Double? {
    guard token.kind == .number else { return nil }
    return JSONTapeParser.double(tape.bytes[token.start..<Int(token.end)])
  }

  public var bool: Bool? { token.kind == .bool ? token.count == 1 : nil }

  public var string: String? {
    let token = self.token
    switch token.kind {
    case .string:
      return String(decoding: tape.bytes[token.start..<Int(token.end)], as: UTF8.self)
    case .escapedString:
      return JSONStringDecoder.decode(tape.bytes[token.start..<Int(token.end)])
    default:
      return nil
    }
  }

  /// Whether this value is the string `key` (object keys), without making a String when
  /// the key has no escapes.
  func isString(_ key: String) -> Bool {
    let token = self.token
    switch token.kind {
    case .string: return tape.bytes[token.start..<Int(token.end)].elementsEqual(key.utf8)
    case .escapedString: return string == key
    default: return false
    }
  }

  /// The index of the token after this value and everything inside it.
  var next: Int {
    let token = self.token
    switch token.kind {
    case .object, .array: return Int(token.end)
    default: return index + 1
    }
  }
}
