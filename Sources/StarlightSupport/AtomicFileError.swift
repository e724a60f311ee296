import Foundation

/// Why ``AtomicFile`` could not write a file: the target, the step that failed and the
/// system's reason, said as one sentence with the path once.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible,
  LocalizedError, ReadableError
{
  /// The call that failed, for the log and for the reason's wording.
  public enum Step: String, Sendable, Equatable {
    case createFolder = "its folder cannot be made"
    case createTemporary = "no file can be made beside it"
    case write = "it cannot be written"
    case flush = "it cannot be flushed to the disk"
    case replace = "it cannot be replaced"
    case flushFolder = "its folder cannot be flushed to the disk"
  }

  public let path: String
  public let step: Step
  /// The errno of the failed call.
  public let code: Int32

  public init(path: String, step: Step, code: Int32) {
    self.path = path
    self.step = step
    self.code = code
  }

  /// The system's reason in plain words ("the disk is full").
  public var reason: String { ErrorText.reason(errno: code) }
  /// What a caller that names the file itself puts after it: the reason, with the step
  /// where the step is what the player must know (a folder, not the file, is in the way).
  public var plainReason: String {
    switch step {
    case .createFolder: "\(step.rawValue) (\(reason))"
    default: reason
    }
  }
  public var description: String { "\(path) cannot be written: \(plainReason)" }
  public var errorDescription: String? { description }
}
