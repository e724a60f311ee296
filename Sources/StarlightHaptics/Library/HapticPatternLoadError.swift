import Foundation

/// Why one pattern of a `HapticPatternLibrary` could not be loaded.
public enum HapticPatternLoadError: Error, Sendable, Equatable, CustomStringConvertible,
  LocalizedError
{
  /// The file could not be read (missing, unreadable); `reason` is the system's explanation.
  case unreadable(fileName: String, reason: String)
  /// The file was read but is not a usable AHAP pattern.
  case invalid(fileName: String, AHAPParseError)

  public var fileName: String {
    switch self {
    case .unreadable(let fileName, _), .invalid(let fileName, _):
      return fileName
    }
  }

  /// "thud.ahap: Pattern[0].Event: missing Time (line 4, column 15)".
  public var description: String {
    switch self {
    case .unreadable(let fileName, let reason):
      return "\(fileName): cannot read the file: \(reason)"
    case .invalid(let fileName, let error):
      return "\(fileName): \(error.description)"
    }
  }

  public var errorDescription: String? {
    description
  }
}
