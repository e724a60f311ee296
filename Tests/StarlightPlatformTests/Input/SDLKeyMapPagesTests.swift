import CSDL2
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The keys that switch a paged menu's page (the settings), and F2 on the song list.
struct SDLKeyMapPagesTests {
  static func key(_ scancode: SDL_Scancode, shift: Bool = false) -> SDL_Event {
    var event = SDLKeyMapTypingTests.key(scancode)
    if shift { event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue) }
    return event
  }

  static func button(_ button: SDL_GameControllerButton) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_CONTROLLERBUTTONDOWN.rawValue
    event.cbutton.button = UInt8(button.rawValue)
    return event
  }

  @Test("Tab, Shift+Tab, PageDown, PageUp and the shoulders switch pages on menus only")
  func pageKeys() {
    func menus(_ event: SDL_Event) -> PlatformEvent? {
      SDLKeyMap.event(for: event, gameplay: false)
    }
    #expect(menus(Self.key(SDL_SCANCODE_TAB)) == .page(1))
    #expect(menus(Self.key(SDL_SCANCODE_TAB, shift: true)) == .page(-1))
    #expect(menus(Self.key(SDL_SCANCODE_PAGEDOWN)) == .page(1))
    #expect(menus(Self.key(SDL_SCANCODE_PAGEUP)) == .page(-1))
    #expect(menus(Self.button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER)) == .page(1))
    #expect(menus(Self.button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER)) == .page(-1))
    #expect(SDLKeyMap.event(for: Self.key(SDL_SCANCODE_TAB), gameplay: true) == nil)
    #expect(
      SDLKeyMap.event(for: Self.button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER), gameplay: true) == nil)
  }

  @Test("F2 on the song list opens the settings")
  func settingsKey() {
    #expect(SDLKeyMap.typingEvent(for: Self.key(SDL_SCANCODE_F2)) == .text(.openSettings))
  }
}
