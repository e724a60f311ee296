/// An offset estimated from presses against known beats: the value, how widely the presses
/// spread around it, and how sure the value is.
public struct OffsetEstimate: Sendable, Equatable {
  /// The estimated offset (late positive).
  public let offset: Nanoseconds
  /// Standard deviation of the presses kept, in nanoseconds.
  public let spread: Nanoseconds
  /// Half-width of the 95 % confidence interval of `offset` (1.96 standard errors).
  public let confidence: Nanoseconds
  /// Presses used, and presses dropped as stray.
  public let kept: Int
  public let dropped: Int
}
