import CSDL2

/// An SDL call that failed, with SDL's own message. Every SDL status check goes through
/// `SDLCheck` so failures are reported the same way everywhere.
public struct SDLError: Error, Sendable, CustomStringConvertible {
  public let operation: String
  public let message: String

  public var description: String { "\(operation) failed: \(message)" }

  /// The current SDL error string for `operation`.
  static func current(_ operation: String) -> SDLError {
    SDLError(operation: operation, message: String(cString: SDL_GetError()))
  }
}

enum SDLCheck {
  /// SDL's convention: 0 on success, negative on failure.
  static func status(_ result: Int32, _ operation: String) throws(SDLError) {
    if result < 0 { throw SDLError.current(operation) }
  }

  static func pointer<T>(_ value: T?, _ operation: String) throws(SDLError) -> T {
    guard let value else { throw SDLError.current(operation) }
    return value
  }
}
