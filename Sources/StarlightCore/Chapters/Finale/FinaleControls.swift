/// What the player is doing with the controls Chapter 6 reads: held lanes (keys or buttons),
/// the left stick's sideways tilt and the right trigger. The push is the largest of them, so
/// a keyboard player and a pad player push the same slider the same way.
public struct FinaleControls: Sendable, Equatable {
  /// A full push, the top of the force scale (a held lane, or an axis all the way).
  public static let fullForce = PlayerAction.axisMax

  public private(set) var heldLanes: Set<Int> = []
  /// Raw axis values as last reported.
  public private(set) var stick = 0
  public private(set) var trigger = 0

  public init() {}

  /// Takes one action into account; axes other than the two the chapter reads are ignored.
  public mutating func apply(_ input: PlayerAction.Input) {
    switch input {
    case .lane(let lane, .press): heldLanes.insert(lane)
    case .lane(let lane, .release): heldLanes.remove(lane)
    case .axis(.leftX, let value): stick = value
    case .axis(.rightTrigger, let value): trigger = value
    case .axis: break
    }
  }

  /// The push in force units (0...`fullForce`): the largest of a held lane, the stick's
  /// tilt to the right and the trigger, each past its dead zone.
  public func force(tuning: FinaleTuning) -> Int {
    if !heldLanes.isEmpty { return Self.fullForce }
    return max(
      Self.scaled(stick, deadZone: tuning.stickDeadZone),
      Self.scaled(trigger, deadZone: tuning.triggerDeadZone))
  }

  /// Travel past the dead zone, stretched so that full travel is still a full push and the
  /// force starts from nothing at the dead zone's edge rather than jumping.
  static func scaled(_ value: Int, deadZone: Int) -> Int {
    let travel = min(value, fullForce) - deadZone
    guard travel > 0 else { return 0 }
    return travel * fullForce / (fullForce - deadZone)
  }
}
