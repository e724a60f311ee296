/// Typed access to one AHAP dictionary. Every failure becomes an `AHAPParseError` that names
/// the key's path and points at the offending value (or at the dictionary, for a missing key).
struct AHAPObjectReader {
  let object: JSONObject
  /// Where this dictionary sits, e.g. "Pattern[3].Event"; empty for the document root.
  let path: String
  /// Where this dictionary sits in the JSON, for the line and column of an error.
  let location: [JSONPathComponent]
  let source: [UInt8]

  /// Fails with a `wrongType` error unless `node` is an object.
  init(node: JSONNode, path: String, source: [UInt8]) throws(AHAPParseError) {
    guard case .object(let object) = node.value else {
      throw AHAPParseError(
        kind: .wrongType, path: path, detail: "expected an object, found \(node.value.typeName)",
        at: node.path, in: source)
    }
    self.object = object
    self.path = path
    self.location = node.path
    self.source = source
  }

  func path(of key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func path(of key: String, index: Int) -> String {
    "\(path(of: key))[\(index)]"
  }

  /// The value under `key`, treating `null` as absent so that it takes the default.
  func node(_ key: String) -> JSONNode? {
    guard let node = object[key] else {
      return nil
    }
    if case .null = node.value {
      return nil
    }
    return node
  }

  func contains(_ key: String) -> Bool {
    node(key) != nil
  }

  func number(_ key: String) throws(AHAPParseError) -> Double? {
    guard let node = node(key) else {
      return nil
    }
    guard case .number(let value) = node.value else {
      throw wrongType(key, node, expected: "a number")
    }
    return value
  }

  func requiredNumber(_ key: String, because reason: String? = nil) throws(AHAPParseError)
    -> Double
  {
    guard let value = try number(key) else {
      throw missing(key, because: reason)
    }
    return value
  }

  func requiredString(_ key: String) throws(AHAPParseError) -> String {
    guard let node = node(key) else {
      throw missing(key)
    }
    guard case .string(let value) = node.value else {
      throw wrongType(key, node, expected: "a string")
    }
    return value
  }

  /// A Boolean that may also be written as a number, non-zero meaning true (Core Haptics
  /// stores `Sustained` as a float).
  func requiredFlag(_ key: String) throws(AHAPParseError) -> Bool {
    guard let node = node(key) else {
      throw missing(key)
    }
    switch node.value {
    case .bool(let value): return value
    case .number(let value): return value != 0
    default: throw wrongType(key, node, expected: "a boolean or a number")
    }
  }

  func array(_ key: String) throws(AHAPParseError) -> [JSONNode]? {
    guard let node = node(key) else {
      return nil
    }
    guard case .array(let elements) = node.value else {
      throw wrongType(key, node, expected: "an array")
    }
    return elements
  }

  func requiredArray(_ key: String) throws(AHAPParseError) -> [JSONNode] {
    guard let elements = try array(key) else {
      throw missing(key)
    }
    return elements
  }

  func object(_ key: String) throws(AHAPParseError) -> AHAPObjectReader? {
    guard let node = node(key) else {
      return nil
    }
    return try AHAPObjectReader(node: node, path: path(of: key), source: source)
  }

  /// The elements of the array under `key` that are objects, each with its indexed path.
  func objects(inArray key: String, required: Bool = false) throws(AHAPParseError)
    -> [AHAPObjectReader]
  {
    let elements = required ? try requiredArray(key) : try array(key) ?? []
    var readers: [AHAPObjectReader] = []
    readers.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      readers.append(
        try AHAPObjectReader(node: element, path: path(of: key, index: index), source: source))
    }
    return readers
  }

  func missing(_ key: String, because reason: String? = nil) -> AHAPParseError {
    let detail = reason.map { "missing \(key) (\($0))" } ?? "missing \(key)"
    return AHAPParseError(
      kind: .missingKey, path: path, detail: detail, at: location, in: source)
  }

  func invalidValue(_ key: String, _ detail: String) -> AHAPParseError {
    AHAPParseError(
      kind: .invalidValue, path: path(of: key), detail: detail,
      at: object[key]?.path ?? location, in: source)
  }

  func error(_ kind: AHAPParseError.Kind, _ detail: String) -> AHAPParseError {
    AHAPParseError(kind: kind, path: path, detail: detail, at: location, in: source)
  }

  private func wrongType(_ key: String, _ node: JSONNode, expected: String) -> AHAPParseError {
    AHAPParseError(
      kind: .wrongType, path: path(of: key),
      detail: "expected \(expected), found \(node.value.typeName)", at: node.path,
      in: source)
  }
}
