/// One step into a JSON document: a key of an object or an index of an array.
enum JSONPathComponent: Sendable, Equatable {
  case key(String)
  case index(Int)
}

/// A parsed JSON value together with where it sits in the document, so that errors found
/// later (while reading AHAP keys) can still point at a line and column (``JSONLocator``).
struct JSONNode: Sendable {
  var value: JSONValue
  var path: [JSONPathComponent]
}

/// The JSON data model, kept apart from Foundation's `Any`-typed one so that the AHAP reader can
/// switch over it exhaustively and keep each value's place.
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

/// A JSON object. When a key repeats, the last occurrence wins, as in Foundation's reader, so
/// a hand-edited file behaves the way its author expects.
struct JSONObject: Sendable {
  var members: [String: JSONNode] = [:]

  subscript(key: String) -> JSONNode? {
    members[key]
  }
}
