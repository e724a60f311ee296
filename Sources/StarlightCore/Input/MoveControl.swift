/// The lanes of the chapters steered with directions (2 "Hearts", 3 "Cipher", 5 "Network"):
/// four directions and one action. The platform binds arrows / WASD and the d-pad to the
/// directions and Space / Enter / the A button to the action; the left stick arrives as the
/// `leftX` / `leftY` axes besides (positive is right and down, as SDL reports them).
public enum MoveControl: Int, Sendable, CaseIterable {
  case up
  case down
  case left
  case right
  case action

  /// The lane this control plays.
  public var lane: Int { rawValue }

  /// The control a lane plays, or nil for a lane no control has.
  public init?(lane: Int) {
    self.init(rawValue: lane)
  }

  /// The unit step of a direction on screen axes (x right, y down); zero for the action.
  public var step: (dx: Int, dy: Int) {
    switch self {
    case .up: (0, -1)
    case .down: (0, 1)
    case .left: (-1, 0)
    case .right: (1, 0)
    case .action: (0, 0)
    }
  }
}
