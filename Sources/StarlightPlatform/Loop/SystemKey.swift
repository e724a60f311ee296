import CSDL2
import StarlightCore

/// Keys and buttons that are not lanes: menus, pause, screenshot, mute.
enum SystemKey: Equatable {
  case menu(MenuCommand)
  case screenshot
  case toggleMute
  case quit

  static func from(_ event: SDL_Event) -> SystemKey? {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quit
    case SDL_KEYDOWN:
      guard event.key.repeat == 0 else { return nil }
      switch event.key.keysym.scancode {
      case SDL_SCANCODE_ESCAPE, SDL_SCANCODE_P: return .menu(.pause)
      case SDL_SCANCODE_UP, SDL_SCANCODE_W: return .menu(.up)
      case SDL_SCANCODE_DOWN, SDL_SCANCODE_S: return .menu(.down)
      case SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER, SDL_SCANCODE_SPACE: return .menu(.confirm)
      case SDL_SCANCODE_F12: return .screenshot
      case SDL_SCANCODE_M: return .toggleMute
      default: return nil
      }
    case SDL_CONTROLLERBUTTONDOWN:
      switch SDL_GameControllerButton(Int32(event.cbutton.button)) {
      case SDL_CONTROLLER_BUTTON_START, SDL_CONTROLLER_BUTTON_BACK: return .menu(.pause)
      case SDL_CONTROLLER_BUTTON_DPAD_UP: return .menu(.up)
      case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .menu(.down)
      case SDL_CONTROLLER_BUTTON_A: return .menu(.confirm)
      default: return nil
      }
    default:
      return nil
    }
  }
}
