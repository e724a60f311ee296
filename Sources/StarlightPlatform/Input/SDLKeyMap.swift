import CSDL2
import StarlightCore

/// The keys and buttons that are not gameplay: menus, pages, pause, the lane cover, mute,
/// screenshots, as the player bound them (`MenuKeyMap`); in play only what play reads, so
/// lane keys are read once. F1 toggles the dev overlay anywhere and is never bound; while
/// the overlay is open it owns its editing keys, the mouse and the wheel
/// (`SDLKeyMap+Overlay`).
enum SDLKeyMap {
  static func event(
    for event: SDL_Event, gameplay: Bool, overlay: OverlayKeys = .closed,
    menuKeys: MenuKeyMap = .defaults
  ) -> PlatformEvent? {
    if let overlayEvent = overlayEvent(for: event, keys: overlay) { return .overlay(overlayEvent) }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quit
    case SDL_KEYDOWN:
      // Menus repeat when a key is held; play never does.
      guard event.key.repeat == 0 || !gameplay, let name = keyName(event) else { return nil }
      // The key's own modifiers: by the time it is polled, Shift may be up again.
      let shift = UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue != 0
      return menuKeys.event(key: name, shift: shift, gameplay: gameplay)
    case SDL_CONTROLLERBUTTONDOWN:
      guard let name = buttonName(event) else { return nil }
      return menuKeys.event(button: name, gameplay: gameplay)
    default:
      return nil
    }
  }

  /// SDL's name for a key event's key ("Return", "Left", "D"): the name bindings keep.
  static func keyName(_ event: SDL_Event) -> String? {
    guard let name = SDL_GetScancodeName(event.key.keysym.scancode).map({ String(cString: $0) }),
      !name.isEmpty
    else { return nil }
    return name
  }

  /// SDL's name for a pad button event's button ("a", "dpleft").
  static func buttonName(_ event: SDL_Event) -> String? {
    SDL_GameControllerGetStringForButton(SDL_GameControllerButton(Int32(event.cbutton.button)))
      .map { String(cString: $0) }
  }
}
