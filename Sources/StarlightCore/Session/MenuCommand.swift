/// Navigation input for every menu and screen, from keyboard or gamepad. It is read apart
/// from gameplay bindings: while a chapter is played only `pause` reaches the menus, so no
/// key is read twice.
public enum MenuCommand: Sendable, Equatable {
  case pause
  case up
  case down
  case left
  case right
  case confirm
  /// Esc or B: one screen back.
  case back
}
