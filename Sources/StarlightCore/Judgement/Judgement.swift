/// The outcome for one note: hit in a tier (with its signed offset, late positive) or missed.
public enum Judgement: Sendable, Equatable {
  case hit(tier: Int, offset: Nanoseconds)
  case miss

  public static let missName = "miss"

  public var offset: Nanoseconds? {
    if case .hit(_, let offset) = self { return offset }
    return nil
  }

  public var isMiss: Bool { self == .miss }
}
