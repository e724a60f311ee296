import Foundation

/// Reads AHAP (Apple Haptic and Audio Pattern) files as leniently as Core Haptics does:
/// trailing commas and unknown keys are accepted, missing values take Core Haptics' defaults
/// and out-of-range values are clamped (see `AHAPLimits`). Text that is not an AHAP pattern
/// gets an `AHAPParseError` saying what is wrong and where.
///
/// Stricter than Core Haptics in one way, on purpose: an event, parameter or control point
/// without its `Time`, a continuous event without its `EventDuration`, or a parameter without
/// its `ParameterValue` is an error rather than a silent zero, since a guessed time would move
/// the effect away from the beat it was written for.
public enum AHAPParser {
  public static func parse(_ data: Data) throws(AHAPParseError) -> HapticPattern {
    try parse(bytes: Array(data))
  }

  public static func parse(_ text: String) throws(AHAPParseError) -> HapticPattern {
    try parse(bytes: Array(text.utf8))
  }

  static func parse(bytes: [UInt8]) throws(AHAPParseError) -> HapticPattern {
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw AHAPParseError(
        kind: .notJSON, path: "", detail: "not valid JSON: \(error.detail)",
        offset: error.offset, in: bytes)
    }
    guard case .object = root.value else {
      throw AHAPParseError(
        kind: .notAPattern, path: "",
        detail: "not an AHAP pattern: expected an object at the top level, found "
          + root.value.typeName,
        at: root.path, in: bytes)
    }
    let document = try AHAPObjectReader(node: root, path: "", source: bytes)
    guard document.contains(AHAPKey.pattern) else {
      throw document.error(.notAPattern, "not an AHAP pattern: missing \(AHAPKey.pattern)")
    }

    var pattern = HapticPattern()
    pattern.version = try document.number(AHAPKey.version)
    if let metadata = try document.object(AHAPKey.metadata) {
      for (key, node) in metadata.object.members {
        if case .string(let value) = node.value {
          pattern.metadata[key] = value
        }
      }
    }
    for entry in try document.objects(inArray: AHAPKey.pattern, required: true) {
      try readEntry(entry, into: &pattern)
    }
    return pattern
  }

  /// One element of `Pattern`: a dictionary holding exactly one of `Event`, `Parameter` or
  /// `ParameterCurve`. Zero or several is an error, since the author's intent is unclear.
  private static func readEntry(_ entry: AHAPObjectReader, into pattern: inout HapticPattern)
    throws(AHAPParseError)
  {
    let kinds = AHAPKey.patternEntryKinds.filter { entry.contains($0) }
    let listed = AHAPKey.patternEntryKinds.joined(separator: ", ")
    guard kinds.count == 1, let kind = kinds.first else {
      throw kinds.isEmpty
        ? entry.error(.missingKey, "expected one of \(listed)")
        : entry.error(
          .invalidValue,
          "holds more than one of \(listed); give each its own entry in Pattern")
    }
    guard let body = try entry.object(kind) else {
      return
    }
    switch kind {
    case AHAPKey.event:
      try readEvent(body, into: &pattern)
    case AHAPKey.parameter:
      try readParameterChange(body, into: &pattern)
    default:
      try readParameterCurve(body, into: &pattern)
    }
  }
}
