/// A parsed JSON value together with the byte offset where it starts in the source, so that
/// errors found later (while reading AHAP keys) can still point at a line and column.
struct JSONNode: Sendable {
  var value: JSONValue
  var offset: Int
}

/// The JSON data model, kept apart from Foundation's `Any`-typed one so that the AHAP reader can
/// switch over it exhaustively and keep source offsets.
enum JSONValue: Sendable {
  case object(JSONObject)
  case array([JSONNode])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The word used in error messages ("expected a number, found string").
  var typeName: String {
    switch self {
    case .object: return "object"
    case .array: return "array"
    case .string: return "string"
    case .number: return "number"
    case .bool: return "boolean"
    case .null: return "null"
    }
  }
}

/// A JSON object. When a key repeats, the last occurrence wins, as in most JSON readers, so a
/// hand-edited file behaves the way its author expects.
struct JSONObject: Sendable {
  var members: [String: JSONNode] = [:]

  subscript(key: String) -> JSONNode? {
    members[key]
  }
}
