/// Why a text is not JSON, with the byte offset where that became clear.
public struct JSONTapeError: Error, Sendable, Equatable, CustomStringConvertible {
  public let reason: String
  public let offset: Int

  public init(_ reason: String, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  public var description: String { "\(reason) at byte \(offset)" }
}
