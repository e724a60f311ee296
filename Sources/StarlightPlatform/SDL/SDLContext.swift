import CSDL2
import Logging

/// SDL initialised for the game's lifetime: video, audio, controllers, events.
public final class SDLContext {
  private let logger = Logger(label: "starlight.sdl")

  public init() throws(SDLError) {
    let subsystems = UInt32(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS)
    try SDLCheck.status(SDL_Init(subsystems), "SDL_Init")
    logger.info("SDL video driver: \(String(cString: SDL_GetCurrentVideoDriver()))")
  }

  deinit {
    SDL_Quit()
  }
}
