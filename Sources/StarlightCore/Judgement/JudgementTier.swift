/// One tier of the hit windows: a name and how far from the note a press may land.
/// A press is in the tier when |offset| <= halfWidth (the edge itself counts).
public struct JudgementTier: Sendable, Equatable, Codable {
  public let name: String
  public let halfWidth: Nanoseconds
  /// Points before the combo bonus; also the tier's weight in accuracy.
  public let points: Int

  public init(name: String, halfWidth: Nanoseconds, points: Int) {
    self.name = name
    self.halfWidth = halfWidth
    self.points = points
  }
}
