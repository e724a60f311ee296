import CSDL2
import StarlightCore
import Testing

@testable import StarlightPlatform

/// With no pad plugged in, SDL's pump no longer updates joysticks (that only polled udev);
/// a pad plugged in turns it back on, so its buttons come through pumping as before.
@Suite(.serialized, .sdlExclusive) struct PadLookTests {
  @Test func aPadPluggedInIsPumpedAgain() throws {
    defer { SDL_SetHint(SDL_HINT_AUTO_UPDATE_JOYSTICKS, "1") }
    // The fixture's window never has the focus SDL otherwise wants for a pad's events.
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
    defer { SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "0") }
    let fixture = try HostFixture(start: 0, options: PlayOptions())
    let source = SDLEventSource(
      capture: InputCapture(clock: PerformanceClock()), audio: fixture.audio)
    source.pumpOnly()
    _ = source.poll()
    #expect(SDL_GetHintBoolean(SDL_HINT_AUTO_UPDATE_JOYSTICKS, SDL_TRUE) == SDL_FALSE)

    let pad = try VirtualPad(name: "Pad Look Test Pad")
    defer { pad.detach() }
    source.pumpOnly()
    #expect(source.poll().contains(.controllerAdded))
    let joystick = try #require(SDL_JoystickFromInstanceID(pad.instanceID))
    // Pressed with no update of SDL's own: only a pump that updates joysticks reports it.
    SDL_JoystickSetVirtualButton(joystick, 0, UInt8(SDL_PRESSED))
    source.pumpOnly()
    #expect(source.poll().contains(.menu(.confirm)))
  }
}
