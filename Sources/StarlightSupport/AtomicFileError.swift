import Foundation

/// Why ``AtomicFile`` could not write a file: the target, the step that failed and the
/// system's reason, as one line.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible,
  LocalizedError
{
  public let path: String
  public let step: String
  /// The errno of the failed call.
  public let code: Int32

  public var reason: String { String(cString: strerror(code)) }
  public var description: String { "\(path): \(step) (\(reason))" }
  public var errorDescription: String? { description }
}
