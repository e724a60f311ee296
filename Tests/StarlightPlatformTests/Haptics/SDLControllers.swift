import CSDL2
import Foundation
import StarlightPlatform

struct SDLInitError: Error, CustomStringConvertible {
  let description: String
}

/// SDL's joystick and game controller subsystems (and, with them, events) for one test, on
/// the dummy video driver; only these are started and stopped, never `SDL_Quit`.
final class SDLControllers {
  static let subsystems = UInt32(SDL_INIT_GAMECONTROLLER | SDL_INIT_JOYSTICK)

  init() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    guard SDL_InitSubSystem(Self.subsystems) == 0 else {
      throw SDLInitError(description: "SDL_InitSubSystem: \(String(cString: SDL_GetError()))")
    }
    // Nothing left over from an earlier test.
    SDL_PumpEvents()
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
  }

  deinit {
    SDL_QuitSubSystem(Self.subsystems)
  }

  /// Hands every queued event to `manager`, as the game loop's controller hub does.
  func pump(into manager: HapticManager) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      manager.handle(event)
    }
  }
}
