/// A judgement tier by name with its count (best first in a list, the miss last): what a
/// game wrote into a replay, or what our judge gave.
public struct TierCount: Sendable, Equatable, Codable {
  public var name: String
  public var count: Int

  public init(_ name: String, _ count: Int) {
    self.name = name
    self.count = count
  }
}
