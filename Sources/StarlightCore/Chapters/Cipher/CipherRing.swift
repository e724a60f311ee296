/// One wheel of symbols: which symbol sits under the reading line, which one the code
/// needs there, and whether it has locked.
///
/// A turn to the right adds one to `rotation` (the view turns the wheel clockwise, so the
/// next symbol comes up under the line from the left); a turn to the left takes one off.
public struct CipherRing: Sendable, Equatable {
  public let symbolCount: Int
  /// The symbol the code needs under the line.
  public let target: Int
  /// The symbol under the line now, 0..<`symbolCount`.
  public private(set) var rotation: Int
  /// When the ring locked on its code symbol; a locked ring no longer turns.
  public private(set) var lockTime: Nanoseconds?
  /// When the ring last turned and which way (+1 right, -1 left), for the view's easing.
  public private(set) var lastTurnTime: Nanoseconds?
  public private(set) var lastTurnDirection = 0

  public init(symbolCount: Int, target: Int, rotation: Int) {
    self.symbolCount = symbolCount
    self.target = target
    self.rotation = rotation
  }

  public var isLocked: Bool { lockTime != nil }
  public var isOnTarget: Bool { rotation == target }

  /// The detents the shortest way to the code symbol: positive to the right, negative to
  /// the left, 0 on it. Halfway round either way is the same length; the right wins.
  public var shortestTurn: Int {
    let rightward = Self.wrap(target - rotation, symbolCount)
    let leftward = symbolCount - rightward
    if rightward == 0 { return 0 }
    return rightward <= leftward ? rightward : -leftward
  }

  /// How many detents the code symbol is away, the shortest way.
  public var distance: Int { abs(shortestTurn) }

  /// One detent (`direction` +1 or -1) at `time`; nothing for a locked ring. Returns
  /// whether the ring turned.
  mutating func turn(_ direction: Int, at time: Nanoseconds) -> Bool {
    guard !isLocked, direction != 0 else { return false }
    rotation = Self.wrap(rotation + direction.signum(), symbolCount)
    lastTurnTime = time
    lastTurnDirection = direction.signum()
    return true
  }

  mutating func lock(at time: Nanoseconds) {
    lockTime = time
  }

  /// `value` brought into 0..<`count`.
  static func wrap(_ value: Int, _ count: Int) -> Int {
    ((value % count) + count) % count
  }
}
