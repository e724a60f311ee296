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
  /// Whether the stick and trigger may start a push: not again until they have eased off.
  public private(set) var axisArmed = true

  public init() {}

  /// Takes one action into account and says whether it started a push: every press of a
  /// lane does (a second key pressed while one is held too), and the stick or trigger does
  /// when its force rises past the threshold after easing off under the re-arm.
  public mutating func push(_ input: PlayerAction.Input, tuning: FinaleTuning) -> Bool {
    apply(input)
    switch input {
    case .lane(_, .press): return true
    case .lane: return false
    case .axis:
      let force = axisForce(tuning: tuning)
      if axisArmed, force >= tuning.axisPushThreshold {
        axisArmed = false
        return true
      }
      if force < tuning.axisRearm { axisArmed = true }
      return false
    }
  }

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
    return axisForce(tuning: tuning)
  }

  /// The stick's tilt to the right or the trigger, whichever is further past its dead zone.
  public func axisForce(tuning: FinaleTuning) -> Int {
    max(
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
