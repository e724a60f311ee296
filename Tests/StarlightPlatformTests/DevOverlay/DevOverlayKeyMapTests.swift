import CSDL2
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The overlay's keys: F1 everywhere and never a lane; the editing keys only while open;
/// Esc cancels typing only while typing and pauses otherwise.
@Suite struct DevOverlayKeyMapTests {
  static func key(_ scancode: SDL_Scancode, shift: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.scancode = scancode
    event.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
    return event
  }

  @Test("F1 toggles in play and on menus, open or closed")
  func f1() {
    for gameplay in [true, false] {
      for keys in [OverlayKeys.closed, .open] {
        #expect(
          SDLKeyMap.event(for: Self.key(SDL_SCANCODE_F1), gameplay: gameplay, overlay: keys)
            == .overlay(.command(.toggle)))
      }
    }
  }

  @Test(
    "open, the overlay owns its keys",
    arguments: [
      (SDL_SCANCODE_UP.rawValue, false, DevOverlayCommand.previousField),
      (SDL_SCANCODE_DOWN.rawValue, false, .nextField),
      (SDL_SCANCODE_PAGEUP.rawValue, false, .previousGroup),
      (SDL_SCANCODE_PAGEDOWN.rawValue, false, .nextGroup),
      (SDL_SCANCODE_RIGHT.rawValue, false, .stepUp(coarse: false)),
      (SDL_SCANCODE_RIGHT.rawValue, true, .stepUp(coarse: true)),
      (SDL_SCANCODE_LEFT.rawValue, true, .stepDown(coarse: true)),
      (SDL_SCANCODE_7.rawValue, false, .digit(7)),
      (SDL_SCANCODE_0.rawValue, false, .digit(0)),
      (SDL_SCANCODE_KP_3.rawValue, false, .digit(3)),
      (SDL_SCANCODE_MINUS.rawValue, false, .minus),
      (SDL_SCANCODE_PERIOD.rawValue, false, .point),
      (SDL_SCANCODE_BACKSPACE.rawValue, false, .backspace),
      (SDL_SCANCODE_RETURN.rawValue, false, .confirmTyped),
      (SDL_SCANCODE_DELETE.rawValue, false, .resetField),
      (SDL_SCANCODE_DELETE.rawValue, true, .resetAll),
    ])
  func owned(scancode: UInt32, shift: Bool, command: DevOverlayCommand) {
    let event = Self.key(SDL_Scancode(scancode), shift: shift)
    #expect(
      SDLKeyMap.event(for: event, gameplay: true, overlay: .open) == .overlay(.command(command)))
    #expect(SDLKeyMap.event(for: event, gameplay: true, overlay: .closed) == nil)
  }

  @Test("Esc cancels typing while typing, and pauses otherwise")
  func escape() {
    let escape = Self.key(SDL_SCANCODE_ESCAPE)
    #expect(
      SDLKeyMap.event(for: escape, gameplay: true, overlay: .typing)
        == .overlay(.command(.cancelTyping)))
    #expect(SDLKeyMap.event(for: escape, gameplay: true, overlay: .open) == .menu(.pause))
  }

  @Test("O applies the suggested offset and W asks what if while open; the wheel steps")
  func offsetAndWheel() {
    #expect(
      SDLKeyMap.event(for: Self.key(SDL_SCANCODE_O), gameplay: true, overlay: .open)
        == .overlay(.applySuggestedOffset))
    #expect(
      SDLKeyMap.event(for: Self.key(SDL_SCANCODE_W), gameplay: true, overlay: .open)
        == .overlay(.whatIf))
    var wheel = SDL_Event()
    wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.y = -1
    #expect(
      SDLKeyMap.event(for: wheel, gameplay: true, overlay: .open)
        == .overlay(.command(.stepDown(coarse: false))))
    #expect(SDLKeyMap.event(for: wheel, gameplay: true, overlay: .closed) == nil)
  }
}
