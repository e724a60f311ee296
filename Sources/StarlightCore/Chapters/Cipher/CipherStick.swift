/// The left stick as Chapter 3 reads it: which side of its threshold each axis is on
/// (-1 left or up, 0 inside, +1 right or down). Only a change of side acts, so a stick
/// held past a threshold chooses a ring once and turns one through its repeat, not through
/// every small wobble the pad reports.
public struct CipherStick: Sendable, Equatable {
  public private(set) var turnSide = 0
  public private(set) var selectSide = 0

  public init() {}

  /// The side `value` is on for `threshold` (travel at the threshold is past it).
  static func side(_ value: Int, threshold: Int) -> Int {
    if value >= threshold { return 1 }
    if value <= -threshold { return -1 }
    return 0
  }

  /// Takes the sideways axis; returns whether the stick changed side.
  mutating func moveSideways(to value: Int, threshold: Int) -> Bool {
    let side = Self.side(value, threshold: threshold)
    defer { turnSide = side }
    return side != turnSide
  }

  /// Takes the up-down axis; returns whether the stick changed side.
  mutating func moveUpDown(to value: Int, threshold: Int) -> Bool {
    let side = Self.side(value, threshold: threshold)
    defer { selectSide = side }
    return side != selectSide
  }
}
