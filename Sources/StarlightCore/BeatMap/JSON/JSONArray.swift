/// A JSON array on a tape, read in order.
public struct JSONArray: Sequence, Sendable {
  let tape: JSONTape
  let index: Int

  public var count: Int { Int(tape.tokens[index].count) }
  public var isEmpty: Bool { count == 0 }

  public struct Iterator: IteratorProtocol {
    let tape: JSONTape
    var cursor: Int
    var remaining: Int

    public mutating func next() -> JSONValue? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let value = JSONValue(tape: tape, index: cursor)
      cursor = value.next
      return value
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(tape: tape, cursor: index + 1, remaining: count)
  }

  public var underestimatedCount: Int { count }
}
