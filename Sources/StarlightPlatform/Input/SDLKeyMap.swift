import CSDL2
import StarlightCore

/// The keys and buttons that are not gameplay: menus, pause, screenshot, mute, quit. In
/// play only pause (Esc / P / Start / Back) is a menu key, so lane keys are read once.
/// F1 toggles the dev overlay anywhere and is never a lane; while the overlay is open it
/// owns its editing keys, the mouse and the wheel (`SDLKeyMap+Overlay`).
enum SDLKeyMap {
  static func event(for event: SDL_Event, gameplay: Bool, overlay: OverlayKeys = .closed)
    -> PlatformEvent?
  {
    if let overlayEvent = overlayEvent(for: event, keys: overlay) { return .overlay(overlayEvent) }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quit
    case SDL_KEYDOWN:
      // Menus repeat when a key is held; play never does.
      guard event.key.repeat == 0 || !gameplay else { return nil }
      return key(
        event.key.keysym.scancode,
        shift: UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue != 0, gameplay: gameplay)
    case SDL_CONTROLLERBUTTONDOWN:
      return button(SDL_GameControllerButton(Int32(event.cbutton.button)), gameplay: gameplay)
    default:
      return nil
    }
  }

  private static func key(_ scancode: SDL_Scancode, shift: Bool, gameplay: Bool)
    -> PlatformEvent?
  {
    switch scancode {
    case SDL_SCANCODE_F12: return .screenshot
    case SDL_SCANCODE_M: return .toggleMute
    case SDL_SCANCODE_ESCAPE: return .menu(gameplay ? .pause : .back)
    case SDL_SCANCODE_P: return gameplay ? .menu(.pause) : nil
    // The lane cover's height, in play only (no lane is bound to the brackets by default).
    case SDL_SCANCODE_LEFTBRACKET: return gameplay ? .overlay(.laneCover(steps: -1)) : nil
    case SDL_SCANCODE_RIGHTBRACKET: return gameplay ? .overlay(.laneCover(steps: 1)) : nil
    default: break
    }
    guard !gameplay else { return nil }
    switch scancode {
    case SDL_SCANCODE_UP, SDL_SCANCODE_W: return .menu(.up)
    case SDL_SCANCODE_DOWN, SDL_SCANCODE_S: return .menu(.down)
    case SDL_SCANCODE_LEFT, SDL_SCANCODE_A: return .menu(.left)
    case SDL_SCANCODE_RIGHT, SDL_SCANCODE_D: return .menu(.right)
    case SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER, SDL_SCANCODE_SPACE: return .menu(.confirm)
    case SDL_SCANCODE_BACKSPACE: return .menu(.back)
    case SDL_SCANCODE_TAB:
      // The key's own modifiers: by the time it is polled, Shift may be up again.
      return .page(shift ? -1 : 1)
    case SDL_SCANCODE_PAGEUP: return .page(-1)
    case SDL_SCANCODE_PAGEDOWN: return .page(1)
    default: return nil
    }
  }

  private static func button(_ button: SDL_GameControllerButton, gameplay: Bool) -> PlatformEvent? {
    switch button {
    case SDL_CONTROLLER_BUTTON_START, SDL_CONTROLLER_BUTTON_BACK:
      return .menu(gameplay ? .pause : .back)
    default: break
    }
    guard !gameplay else { return nil }
    switch button {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return .menu(.up)
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .menu(.down)
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return .menu(.left)
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return .menu(.right)
    case SDL_CONTROLLER_BUTTON_A: return .menu(.confirm)
    case SDL_CONTROLLER_BUTTON_B: return .menu(.back)
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return .page(-1)
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return .page(1)
    default: return nil
    }
  }
}
