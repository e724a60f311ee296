import CSDL2
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Lane presses from the keyboard and from a (virtual) game controller are captured by the
/// event watch as SDL queues them, mapped through the bindings, and stamped with the
/// performance counter at that moment.
@Suite(.sdlExclusive, .serialized)
struct InputCaptureTests {
  private static let laneCount = 4

  private func keyEvent(_ scancode: SDL_Scancode, down: Bool, isRepeat: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
    event.key.keysym.scancode = scancode
    event.key.repeat = isRepeat ? 1 : 0
    return event
  }

  @Test func keyboardPressesAreStampedWhenQueued() throws {
    let controllers = try SDLControllers()
    let clock = PerformanceClock()
    let capture = InputCapture(clock: clock)
    capture.bind(.defaults, laneCount: Self.laneCount)
    capture.install()
    defer { capture.uninstall() }

    let before = clock.now()
    var press = keyEvent(SDL_SCANCODE_J, down: true)
    var held = keyEvent(SDL_SCANCODE_J, down: true, isRepeat: true)
    var unbound = keyEvent(SDL_SCANCODE_Q, down: true)
    var arrow = keyEvent(SDL_SCANCODE_RIGHT, down: true)
    var release = keyEvent(SDL_SCANCODE_J, down: false)
    SDL_PushEvent(&press)
    SDL_PushEvent(&held)
    SDL_PushEvent(&unbound)
    SDL_PushEvent(&arrow)
    SDL_PushEvent(&release)
    let after = clock.now()
    let inputs = capture.drain()

    #expect(inputs.map(\.input) == [.lane(2, .press), .lane(3, .press), .lane(2, .release)])
    for input in inputs {
      #expect(input.stamp >= before && input.stamp <= after)
    }
    #expect(capture.drain().isEmpty)
    withExtendedLifetime(controllers) {}
  }

  @Test func gamepadButtonsPlayLanes() throws {
    let controllers = try SDLControllers()
    let pad = try VirtualPad(name: "Input Test Pad")
    SDL_PumpEvents()
    let controller = try #require(
      (0..<SDL_NumJoysticks()).first { SDL_JoystickGetDeviceInstanceID($0) == pad.instanceID }
        .flatMap { SDL_GameControllerOpen($0) })
    defer { SDL_GameControllerClose(controller) }
    let capture = InputCapture(clock: PerformanceClock())
    capture.bind(.defaults, laneCount: Self.laneCount)
    capture.install()
    defer { capture.uninstall() }
    SDL_PumpEvents()
    _ = capture.drain()

    pad.tapButton(Int32(SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue))
    pad.tapButton(Int32(SDL_CONTROLLER_BUTTON_B.rawValue))
    SDL_PumpEvents()
    let inputs = capture.drain()

    #expect(
      inputs.map(\.input) == [
        .lane(0, .press), .lane(0, .release), .lane(3, .press), .lane(3, .release),
      ])
    withExtendedLifetime(controllers) {}
  }
}
