/// One tier of the hit windows: a name and how far from the note a press may land.
/// A press is in the tier when |offset| <= halfWidth (the edge itself counts).
public struct JudgementTier: Sendable, Equatable, Codable {
  public let name: String
  public let halfWidth: Nanoseconds
  /// Points before the combo bonus; also the tier's weight in accuracy.
  public let points: Int
  /// Points a tier may give: never negative (accuracy would run backwards), and small
  /// enough that a whole chart's score with the full combo bonus cannot overflow.
  public static let pointsRange: ClosedRange<Int> = 0...1_000_000

  public init(name: String, halfWidth: Nanoseconds, points: Int) {
    self.name = name
    self.halfWidth = halfWidth
    self.points = points
  }
}
