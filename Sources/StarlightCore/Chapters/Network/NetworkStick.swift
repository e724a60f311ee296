/// The left stick as direction presses: a tilt past the threshold on one axis is one press
/// that way, and that axis presses again only after coming back inside the re-arm tilt, so
/// holding the stick over moves the cursor once. The two axes arm separately.
public struct NetworkStick: Sendable, Equatable {
  public private(set) var armedX = true
  public private(set) var armedY = true

  public init() {}

  /// The direction a new axis value presses, if any, updating the arming.
  public mutating func apply(axis: PlayerAction.Axis, value: Int, tuning: NetworkTuning)
    -> MoveControl?
  {
    switch axis {
    case .leftX:
      return Self.press(value, armed: &armedX, negative: .left, positive: .right, tuning: tuning)
    case .leftY:
      return Self.press(value, armed: &armedY, negative: .up, positive: .down, tuning: tuning)
    case .leftTrigger, .rightTrigger:
      return nil
    }
  }

  private static func press(
    _ value: Int, armed: inout Bool, negative: MoveControl, positive: MoveControl,
    tuning: NetworkTuning
  ) -> MoveControl? {
    if abs(value) <= tuning.stickRearm {
      armed = true
      return nil
    }
    guard armed, abs(value) >= tuning.stickThreshold else { return nil }
    armed = false
    return value > 0 ? positive : negative
  }
}
