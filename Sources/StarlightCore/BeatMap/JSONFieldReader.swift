import Foundation

/// Typed reads from a JSONSerialization tree that record a problem, with its JSON path,
/// instead of failing, so a loader can continue and report everything.
struct JSONFieldReader {
  var problems: BeatMapProblemList

  mutating func object(_ parent: [String: Any], _ key: String, path: String) -> [String: Any]? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let object = value as? [String: Any] else {
      problems.add(path, "must be an object")
      return nil
    }
    return object
  }

  mutating func array(_ parent: [String: Any], _ key: String, path: String) -> [Any]? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let array = value as? [Any] else {
      problems.add(path, "must be an array")
      return nil
    }
    return array
  }

  mutating func string(_ parent: [String: Any], _ key: String, path: String) -> String? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let string = value as? String else {
      problems.add(path, "must be a string")
      return nil
    }
    return string
  }

  mutating func optionalString(_ parent: [String: Any], _ key: String, path: String) -> String? {
    guard parent[key] != nil else { return nil }
    return string(parent, key, path: path)
  }

  mutating func number(_ parent: [String: Any], _ key: String, path: String) -> Double? {
    guard let value = required(parent, key, path: path) else { return nil }
    guard let number = value as? NSNumber, !Self.isBoolean(number) else {
      problems.add(path, "must be a number")
      return nil
    }
    return number.doubleValue
  }

  mutating func integer(_ parent: [String: Any], _ key: String, path: String) -> Int? {
    guard let value = number(parent, key, path: path) else { return nil }
    guard value.isFinite, value.rounded() == value, abs(value) < Double(Int32.max) else {
      problems.add(path, "must be a whole number, got \(value)")
      return nil
    }
    return Int(value)
  }

  private mutating func required(_ parent: [String: Any], _ key: String, path: String) -> Any? {
    guard let value = parent[key], !(value is NSNull) else {
      problems.add(path, "missing")
      return nil
    }
    return value
  }

  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }
}
