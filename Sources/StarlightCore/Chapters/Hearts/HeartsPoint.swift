/// A point or a velocity on Chapter 2's playfield, in integer field units (x right, y down).
public struct HeartsPoint: Sendable, Equatable, Hashable {
  public var x: Int64
  public var y: Int64

  public init(x: Int64, y: Int64) {
    self.x = x
    self.y = y
  }

  public static let zero = HeartsPoint(x: 0, y: 0)

  /// The squared distance to `other`, exact (128-bit, so no field size can overflow it).
  public func squaredDistance(to other: HeartsPoint) -> Int128 {
    let dx = Int128(x) - Int128(other.x)
    let dy = Int128(y) - Int128(other.y)
    return dx * dx + dy * dy
  }
}
