/// Typed reads from a `JSONTape` that record a problem, with its JSON path, instead of
/// failing, so a loader can continue and report everything.
struct JSONFieldReader {
  var problems: BeatMapProblemList

  mutating func object(_ parent: JSONObject, _ key: String, path: String) -> JSONObject? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let object = value.object else {
      problems.add(path, "must be an object")
      return nil
    }
    return object
  }

  mutating func array(_ parent: JSONObject, _ key: String, path: String) -> JSONArray? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let array = value.array else {
      problems.add(path, "must be an array")
      return nil
    }
    return array
  }

  mutating func string(_ parent: JSONObject, _ key: String, path: String) -> String? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let string = value.string else {
      problems.add(path, "must be a string")
      return nil
    }
    return string
  }

  mutating func optionalString(_ parent: JSONObject, _ key: String, path: String) -> String? {
    guard parent[key] != nil else { return nil }
    return string(parent, key, path: path)
  }

  /// A number; `true` and `false` are not numbers (the tape keeps them apart).
  mutating func number(_ parent: JSONObject, _ key: String, path: String) -> Double? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let number = value.number else {
      problems.add(path, "must be a number")
      return nil
    }
    return number
  }

  mutating func integer(_ parent: JSONObject, _ key: String, path: String) -> Int? {
    guard let value = number(parent, key, path: path) else { return nil }
    guard value.isFinite, value.rounded() == value, abs(value) < Double(Int32.max) else {
      problems.add(path, "must be a whole number, got \(value)")
      return nil
    }
    return Int(value)
  }

  private mutating func required(_ parent: JSONObject, _ key: String, path: String) -> JSONValue? {
    guard let value = parent[key], !value.isNull else {
      problems.add(path, "missing")
      return nil
    }
    return value
  }
}
