import Foundation

/// Why a text is not a usable AHAP pattern, and where. `message` names the place as a path in
/// the file ("Pattern[3].Event: missing Time"); `description` adds the line and column.
public struct AHAPParseError: Error, Sendable, Equatable, CustomStringConvertible,
  LocalizedError
{
  public enum Kind: Sendable, Equatable {
    /// The text is not JSON at all (or is JSON that is broken at some point).
    case notJSON
    /// The JSON is not an AHAP pattern: no top-level object or no `Pattern` array.
    case notAPattern
    /// A required key is absent (or null).
    case missingKey
    /// A key holds the wrong kind of JSON value.
    case wrongType
    /// A value has the right type but is not one AHAP allows (an unknown event type, say).
    case invalidValue
  }

  public var kind: Kind
  /// Where in the AHAP structure, e.g. "Pattern[3].Event"; empty for the document as a whole.
  public var path: String
  /// What is wrong, e.g. "missing Time".
  public var detail: String
  /// 1-based.
  public var line: Int
  /// 1-based, counted in Unicode scalars.
  public var column: Int

  public init(kind: Kind, path: String, detail: String, line: Int, column: Int) {
    self.kind = kind
    self.path = path
    self.detail = detail
    self.line = line
    self.column = column
  }

  init(kind: Kind, path: String, detail: String, offset: Int, in source: [UInt8]) {
    let location = SourceLocation(offset: offset, in: source)
    self.init(
      kind: kind, path: path, detail: detail, line: location.line, column: location.column)
  }

  /// An error about the value at `jsonPath` (located in `source` only now, when reported).
  init(
    kind: Kind, path: String, detail: String, at jsonPath: [JSONPathComponent], in source: [UInt8]
  ) {
    self.init(
      kind: kind, path: path, detail: detail,
      offset: JSONLocator.offset(of: jsonPath, in: source), in: source)
  }

  /// "Pattern[3].Event: missing Time".
  public var message: String {
    path.isEmpty ? detail : "\(path): \(detail)"
  }

  /// "Pattern[3].Event: missing Time (line 12, column 7)".
  public var description: String {
    "\(message) (line \(line), column \(column))"
  }

  public var errorDescription: String? {
    description
  }
}
