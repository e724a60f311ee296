/// What the player is doing with the controls Chapter 2 reads: the held direction lanes
/// (arrows / WASD / d-pad) and the left stick. Held lanes win over the stick, so a
/// resting stick's drift never fights the keys.
public struct HeartsControls: Sendable, Equatable {
  public private(set) var heldLanes: Set<Int> = []
  /// Raw stick values as last reported (positive right and down).
  public private(set) var stickX = 0
  public private(set) var stickY = 0

  public init() {}

  /// Takes one action into account; the action lane and other axes are ignored.
  public mutating func apply(_ input: PlayerAction.Input) {
    switch input {
    case .lane(let lane, .press): heldLanes.insert(lane)
    case .lane(let lane, .release): heldLanes.remove(lane)
    case .axis(.leftX, let value): stickX = value
    case .axis(.leftY, let value): stickY = value
    case .axis: break
    }
  }

  /// The direction the held lanes point, each axis -1, 0 or 1 (opposite lanes cancel).
  public var laneDirection: (dx: Int, dy: Int) {
    var dx = 0
    var dy = 0
    for control in [MoveControl.up, .down, .left, .right] where heldLanes.contains(control.lane) {
      dx += control.step.dx
      dy += control.step.dy
    }
    return (dx, dy)
  }

  /// Whether any direction lane is held (the action lane does not steer).
  public var isSteeringWithLanes: Bool {
    [MoveControl.up, .down, .left, .right].contains { heldLanes.contains($0.lane) }
  }

  /// The cursor's velocity in field units per second: a held direction is full speed on
  /// its axis (a diagonal's axes each 707/1000 of it, so it is no faster); otherwise the
  /// stick past its dead zone, no faster than full speed either.
  public func velocity(tuning: HeartsTuning) -> HeartsPoint {
    let speed = tuning.cursorSpeed
    if isSteeringWithLanes {
      let (dx, dy) = laneDirection
      let share: Int64 = dx != 0 && dy != 0 ? Self.diagonalPermille : 1_000
      return HeartsPoint(
        x: Int64(dx) * speed * share / 1_000, y: Int64(dy) * speed * share / 1_000)
    }
    let full = Int128(PlayerAction.axisMax)
    let x = Int128(Self.scaled(stickX, deadZone: tuning.stickDeadZone)) * Int128(speed) / full
    let y = Int128(Self.scaled(stickY, deadZone: tuning.stickDeadZone)) * Int128(speed) / full
    let length = HeartsRules.squareRoot(x * x + y * y)
    guard length > Int128(speed) else { return HeartsPoint(x: Int64(x), y: Int64(y)) }
    return HeartsPoint(
      x: Int64(x * Int128(speed) / length), y: Int64(y * Int128(speed) / length))
  }

  /// A diagonal's share of full speed on each axis (1/sqrt 2, cut).
  public static let diagonalPermille: Int64 = 707

  /// Travel past the dead zone with its sign, stretched so that full travel is full speed
  /// and the speed starts from nothing at the dead zone's edge rather than jumping.
  static func scaled(_ value: Int, deadZone: Int) -> Int {
    let full = PlayerAction.axisMax
    let travel = min(abs(value), full) - deadZone
    guard travel > 0 else { return 0 }
    let magnitude = travel * full / (full - deadZone)
    return value < 0 ? -magnitude : magnitude
  }
}
