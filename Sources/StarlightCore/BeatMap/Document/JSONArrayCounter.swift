/// Counts the elements of one top-level array in JSON text without building anything: a
/// beat map's `notes` can then be refused for its count before the tape (`JSONTape`) is
/// made. Strings and escapes are skipped
/// properly; text that is not JSON simply yields a count the real parser then refutes.
enum JSONArrayCounter {
  /// Elements of the array at top-level key `key`, counting no further than `limit + 1`;
  /// nil when there is no such array.
  static func count(ofTopLevelArray key: String, in bytes: [UInt8], limit: Int) -> Int? {
    let wanted = Array(key.utf8)
    var depth = 0
    var index = 0
    var lastString: Range<Int>?
    var arrayDepth: Int?
    var count = 0
    var sawElement = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let start = index + 1
        index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        lastString = start..<min(index, bytes.count)
        if arrayDepth == depth - 1 || arrayDepth == depth { sawElement = true }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if arrayDepth == depth { sawElement = true }
        if byte == UInt8(ascii: "["), depth == 1, arrayDepth == nil, let name = lastString,
          Array(bytes[name]) == wanted
        {
          arrayDepth = depth + 1
        }
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let inner = arrayDepth, depth == inner {
          return count + (sawElement ? 1 : 0)
        }
        depth -= 1
      case UInt8(ascii: ","):
        if let inner = arrayDepth, depth == inner {
          count += 1
          if count > limit { return count }
        }
        if depth == 1 { lastString = nil }
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"),
        UInt8(ascii: ":"):
        break
      default:
        if arrayDepth == depth { sawElement = true }
      }
      index += 1
    }
    return nil
  }
}
