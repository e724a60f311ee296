/// One node of a round's graph: where it sits on the grid of slots and the number it shows.
/// Ids run 0..<n in slot order (row by row), so a tie between nodes breaks the same way
/// everywhere.
public struct NetworkNode: Sendable, Equatable {
  public let id: Int
  public let column: Int
  public let row: Int
  public let value: Int
  /// Whether the signal has been routed through it this round.
  public internal(set) var linked: Bool

  public init(id: Int, column: Int, row: Int, value: Int, linked: Bool = false) {
    self.id = id
    self.column = column
    self.row = row
    self.value = value
    self.linked = linked
  }
}

/// One right link in a round: the signal path runs `from` (nil for the round's first
/// node, where the signal enters) to `to`, made at `time`.
public struct NetworkLink: Sendable, Equatable {
  public let from: Int?
  public let to: Int
  public let time: Nanoseconds
}

/// A node and the instant something happened on it (a link, a wrong link, a move), for a
/// view's flashes.
public struct NetworkMark: Sendable, Equatable {
  public let node: Int
  public let time: Nanoseconds
}
