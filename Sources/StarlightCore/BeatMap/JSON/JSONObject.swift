/// A JSON object on a tape: members looked up by key (the last of duplicates wins, as with
/// Foundation's reader).
public struct JSONObject: Sendable {
  let tape: JSONTape
  let index: Int

  public var count: Int { Int(tape.tokens[index].count) }

  public subscript(key: String) -> JSONValue? {
    var found: JSONValue?
    var cursor = index + 1
    for _ in 0..<count {
      let name = JSONValue(tape: tape, index: cursor)
      let value = JSONValue(tape: tape, index: cursor + 1)
      if name.isString(key) { found = value }
      cursor = value.next
    }
    return found
  }
}
