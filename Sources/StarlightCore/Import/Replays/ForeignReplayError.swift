/// Why an osu! or Quaver replay cannot be read: one line, the problem (the caller adds the
/// file name).
public struct ForeignReplayError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
