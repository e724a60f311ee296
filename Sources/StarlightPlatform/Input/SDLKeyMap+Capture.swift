import CSDL2

/// The keys while the Input page waits for one to bind (`InputMode.capture`): any key or pad
/// button is a press to bind, by SDL's own name for it (the name `settings.json` keeps and
/// gameplay reads back), except Esc and the pad's Back, which cancel (F12 is a key like any
/// other here, so the screenshot can be bound elsewhere).
extension SDLKeyMap {
  static func captureEvent(for event: SDL_Event) -> PlatformEvent? {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN:
      guard event.key.repeat == 0 else { return nil }
      if event.key.keysym.scancode == SDL_SCANCODE_ESCAPE { return .menu(.back) }
      return keyName(event).map { .press(.key($0)) }
    case SDL_CONTROLLERBUTTONDOWN:
      if event.cbutton.button == UInt8(SDL_CONTROLLER_BUTTON_BACK.rawValue) { return .menu(.back) }
      return buttonName(event).map { .press(.button($0)) }
    default:
      return nil
    }
  }
}
