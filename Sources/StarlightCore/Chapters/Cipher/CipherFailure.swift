/// Why an attempt at Chapter 3 failed.
public enum CipherFailure: String, Sendable, Equatable {
  /// The last detent of the budget was used with rings still unlocked.
  case outOfMoves
  /// The clock ran out.
  case outOfTime
}
