import Foundation

/// The JSON the commands print: keys sorted (so two runs' output lines up), on one line.
enum JSONOutput {
  static func line(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // The reports are plain structs of strings and numbers: encoding them cannot fail.
    return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "{}"
  }
}

/// An optional the printed JSON always names: null when it has no value rather than a key
/// left out, so a script reading the output finds every key in every line.
@propertyWrapper
struct AlwaysNamed<Value: Encodable>: Encodable {
  var wrappedValue: Value?

  // Declared, not left to the compiler, so that a struct's memberwise initializer takes the
  // optional itself rather than the wrapper.
  init(wrappedValue value: Value?) {
    wrappedValue = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

extension AlwaysNamed: Sendable where Value: Sendable {}
