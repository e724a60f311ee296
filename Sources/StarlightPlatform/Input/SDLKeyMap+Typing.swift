import CSDL2

/// The keys while a search field has the keyboard (`InputMode.typing`): SDL's text events
/// are the typed text; a few keys stay commands (arrows, Tab, Enter, Esc, Backspace, F2 to
/// F7, F8, Delete), and a key that types nothing does what it is bound to (a menu key moved to the
/// keypad's Enter or to Insert still works). Every key that types is swallowed (M does not
/// mute, P does not pause: they are letters of a title); the gamepad keeps its meaning.
extension SDLKeyMap {
  /// Key presses and text: what typing mode reads itself.
  static func isTyping(_ event: SDL_Event) -> Bool {
    event.type == SDL_KEYDOWN.rawValue || event.type == SDL_TEXTINPUT.rawValue
  }

  static func typingEvent(for event: SDL_Event, menuKeys: MenuKeyMap = .defaults) -> PlatformEvent?
  {
    switch SDL_EventType(event.type) {
    case SDL_TEXTINPUT:
      let text = withUnsafeBytes(of: event.text.text) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return text.isEmpty ? nil : .text(.insert(text))
    case SDL_KEYDOWN:
      switch event.key.keysym.scancode {
      case SDL_SCANCODE_ESCAPE: return .menu(.back)
      case SDL_SCANCODE_UP: return .menu(.up)
      case SDL_SCANCODE_DOWN: return .menu(.down)
      case SDL_SCANCODE_LEFT: return .menu(.left)
      case SDL_SCANCODE_RIGHT, SDL_SCANCODE_TAB: return .menu(.right)
      case SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER: return .menu(.confirm)
      case SDL_SCANCODE_BACKSPACE: return .text(.deleteBackward)
      case SDL_SCANCODE_F3: return .text(.nextJudge)
      case SDL_SCANCODE_F5: return .text(.nextStepsType)
      case SDL_SCANCODE_F4: return .text(.chartOffset)
      case SDL_SCANCODE_F2: return .text(.openSettings)
      case SDL_SCANCODE_F8: return .text(.songFolders)
      case SDL_SCANCODE_F6: return .text(.replays(.toggle))
      case SDL_SCANCODE_DELETE: return .text(.replays(.delete))
      case SDL_SCANCODE_F7: return .text(.replays(.export))
      default:
        guard let name = keyName(event), !types(name) else { return nil }
        return menuKeys.event(key: name, gameplay: false)
      }
    default:
      return nil
    }
  }

  /// Whether the key makes text: SDL names a printable key by its one character (or
  /// "Space"), and the keypad's digits and signs "Keypad ..." (its Enter aside).
  private static func types(_ name: String) -> Bool {
    name.count == 1 || name == "Space" || (name.hasPrefix("Keypad ") && name != "Keypad Enter")
  }
}
