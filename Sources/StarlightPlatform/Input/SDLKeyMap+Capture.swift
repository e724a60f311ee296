import CSDL2

/// The keys while the Input page waits for one to bind (`InputMode.capture`): any key or pad
/// button is a press to bind, by SDL's own name for it (the name `settings.json` keeps and
/// gameplay reads back), except Esc and the pad's Back, which cancel, and F12 (screenshot).
extension SDLKeyMap {
  static func captureEvent(for event: SDL_Event) -> PlatformEvent? {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN:
      guard event.key.repeat == 0 else { return nil }
      let scancode = event.key.keysym.scancode
      if scancode == SDL_SCANCODE_ESCAPE { return .menu(.back) }
      if scancode == SDL_SCANCODE_F12 { return .screenshot }
      guard let name = SDL_GetScancodeName(scancode).map({ String(cString: $0) }), !name.isEmpty
      else { return nil }
      return .press(.key(name))
    case SDL_CONTROLLERBUTTONDOWN:
      let button = SDL_GameControllerButton(Int32(event.cbutton.button))
      if button == SDL_CONTROLLER_BUTTON_BACK { return .menu(.back) }
      guard let name = SDL_GameControllerGetStringForButton(button).map({ String(cString: $0) })
      else { return nil }
      return .press(.button(name))
    default:
      return nil
    }
  }
}
