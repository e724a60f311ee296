import Foundation

/// Reads JSON with Foundation's `JSONSerialization`, which on this toolchain accepts what
/// Apple's AHAP samples contain but strict JSON rejects (a trailing comma before `]` or `}`,
/// a UTF-8 byte-order mark), and turns the result into `JSONNode`s that know their path.
/// A syntax error keeps Foundation's own words and the byte offset it names.
enum JSONReader {
  /// Foundation words its positions as "around character N." (a 0-based byte offset).
  private static let offsetMarker = "around character "
  private static let endOfFileMarker = "end of file"
  private static let numberPrefix = "Number "
  private static let booleanObjCType = "c"
  private static let printableASCII: ClosedRange<UInt8> = 0x21...0x7E

  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      throw syntaxError(error as NSError, in: bytes)
    }
    return node(root, path: [])
  }

  private static func node(_ value: Any, path: [JSONPathComponent]) -> JSONNode {
    switch value {
    case let dictionary as [String: Any]:
      var object = JSONObject()
      for (key, member) in dictionary {
        object.members[key] = node(member, path: path + [.key(key)])
      }
      return JSONNode(value: .object(object), path: path)
    case let array as [Any]:
      let elements = array.enumerated().map { node($1, path: path + [.index($0)]) }
      return JSONNode(value: .array(elements), path: path)
    case let string as String:
      return JSONNode(value: .string(string), path: path)
    case let number as NSNumber:
      // true and false arrive as NSNumbers of type char; numbers never do.
      let isBoolean = String(cString: number.objCType) == booleanObjCType
      return JSONNode(
        value: isBoolean ? .bool(number.boolValue) : .number(number.doubleValue), path: path)
    default:
      return JSONNode(value: .null, path: path)
    }
  }

  /// Foundation's message with its trailing full stop dropped, and the byte it points at:
  /// the offset it names, the end for a truncated text, the number it could not represent.
  private static func syntaxError(_ error: NSError, in bytes: [UInt8]) -> JSONSyntaxError {
    let text =
      (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
    var detail = text.hasSuffix(".") ? String(text.dropLast()) : text
    var offset = 0
    if let marker = detail.range(of: offsetMarker) {
      offset = Int(detail[marker.upperBound...].prefix { $0.isNumber }) ?? 0
      detail = String(detail[..<marker.lowerBound]).trimmingCharacters(in: .whitespaces)
    } else if detail.lowercased().contains(endOfFileMarker) {
      offset = bytes.count
    } else if detail.hasPrefix(numberPrefix),
      let number = detail.dropFirst(numberPrefix.count).split(separator: " ").first,
      let found = bytes.firstRange(of: Array(number.utf8))
    {
      offset = found.lowerBound
    }
    // Foundation's words start a sentence; here they follow "not valid JSON: ".
    detail = detail.prefix(1).lowercased() + detail.dropFirst()
    if offset < bytes.count, !detail.hasPrefix("number ") {
      detail += " (found \(describe(bytes[offset])))"
    }
    return JSONSyntaxError(detail: detail, offset: offset)
  }

  /// A byte as the message shows it: itself when printable ASCII, else its hex value.
  private static func describe(_ byte: UInt8) -> String {
    if printableASCII.contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
  }
}
