/// Navigation input, from keyboard or gamepad, for the session's menus.
public enum MenuCommand: Sendable, Equatable {
  case pause
  case up
  case down
  case confirm
}
