import CSDL2
import Testing

@testable import StarlightPlatform

/// While typing on the song list, F6, Delete and F7 are the replay list's keys.
struct SDLKeyMapReplayKeysTests {
  @Test(
    "F6 opens the replay list, Delete deletes, F7 exports",
    arguments: [
      (SDL_SCANCODE_F6, PlatformEvent.text(.replays(.toggle))),
      (SDL_SCANCODE_DELETE, .text(.replays(.delete))), (SDL_SCANCODE_F7, .text(.replays(.export))),
    ])
  func replayKeys(scancode: SDL_Scancode, expected: PlatformEvent) {
    #expect(SDLKeyMap.typingEvent(for: SDLKeyMapTypingTests.key(scancode)) == expected)
  }
}
