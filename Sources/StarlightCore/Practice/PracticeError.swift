/// A practice request that cannot be played: one line that says what is wrong and the
/// limit it broke, for the menu and the command line alike.
public struct PracticeError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
