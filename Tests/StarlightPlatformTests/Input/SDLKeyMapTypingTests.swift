import CSDL2
import StarlightCore
import Testing

@testable import StarlightPlatform

/// While a search field has the keyboard, SDL's text events are the text, a few keys stay
/// commands, and every other key is swallowed: M does not mute, P does not pause.
struct SDLKeyMapTypingTests {
  static func key(_ scancode: SDL_Scancode) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.scancode = scancode
    return event
  }

  static func text(_ string: String) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { raw in
      for (index, byte) in string.utf8.enumerated() { raw[index] = byte }
    }
    return event
  }

  @Test(
    "the keys that stay commands",
    arguments: [
      (SDL_SCANCODE_ESCAPE, PlatformEvent.menu(.back)), (SDL_SCANCODE_UP, .menu(.up)),
      (SDL_SCANCODE_DOWN, .menu(.down)), (SDL_SCANCODE_TAB, .menu(.right)),
      (SDL_SCANCODE_LEFT, .menu(.left)), (SDL_SCANCODE_RETURN, .menu(.confirm)),
      (SDL_SCANCODE_BACKSPACE, .text(.deleteBackward)), (SDL_SCANCODE_F12, .screenshot),
    ])
  func commands(scancode: SDL_Scancode, expected: PlatformEvent) {
    #expect(SDLKeyMap.typingEvent(for: Self.key(scancode)) == expected)
  }

  @Test("letters are text, not mute or pause; the text event carries UTF-8")
  func letters() {
    for scancode in [SDL_SCANCODE_M, SDL_SCANCODE_P, SDL_SCANCODE_SPACE, SDL_SCANCODE_W] {
      #expect(SDLKeyMap.isTyping(Self.key(scancode)))
      #expect(SDLKeyMap.typingEvent(for: Self.key(scancode)) == nil)
    }
    #expect(SDLKeyMap.typingEvent(for: Self.text("é")) == .text(.insert("é")))
    #expect(SDLKeyMap.typingEvent(for: Self.text("m")) == .text(.insert("m")))
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    #expect(!SDLKeyMap.isTyping(quit))
  }
}
