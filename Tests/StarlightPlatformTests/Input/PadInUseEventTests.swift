import CSDL2
import StarlightCore
import Testing

@testable import StarlightPlatform

/// SDL's event source says when the player moves from the keyboard to a pad and back,
/// before the press's own event, so a footer names the right buttons for it.
@Suite(.serialized, .sdlExclusive) struct PadInUseEventTests {
  @Test func aPadButtonThenAKeySayWhichIsInUse() throws {
    let fixture = try HostFixture(start: 0, options: PlayOptions())
    let source = SDLEventSource(
      capture: InputCapture(clock: PerformanceClock()), audio: fixture.audio)
    _ = source.poll()
    var button = SDL_Event()
    button.type = SDL_CONTROLLERBUTTONDOWN.rawValue
    button.cbutton.button = UInt8(SDL_CONTROLLER_BUTTON_A.rawValue)
    var key = SDL_Event()
    key.type = SDL_KEYDOWN.rawValue
    key.key.keysym.scancode = SDL_SCANCODE_RETURN
    SDL_PushEvent(&button)
    SDL_PushEvent(&button)
    SDL_PushEvent(&key)
    let events = source.poll().filter { $0 != .anyPress }
    #expect(
      events == [
        .padInUse(true), .menu(.confirm), .menu(.confirm), .padInUse(false), .menu(.confirm),
      ])
  }
}
