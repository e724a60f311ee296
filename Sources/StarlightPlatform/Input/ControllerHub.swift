import CSDL2
import Logging

/// Opens every game controller as it is plugged in and closes it when pulled out, and passes
/// controller events on to the haptics (which keeps its own pads, for hot-plug and for
/// knowing which pad was played with last).
final class ControllerHub {
  private var controllers: [Int32: OpaquePointer] = [:]
  private let logger = Logger(label: "starlight.controllers")
  var haptics: HapticManager?

  deinit {
    for controller in controllers.values { SDL_GameControllerClose(controller) }
  }

  func handle(_ event: SDL_Event) {
    haptics?.handle(event)
    switch SDL_EventType(event.type) {
    case SDL_CONTROLLERDEVICEADDED:
      guard let controller = SDL_GameControllerOpen(event.cdevice.which) else {
        logger.warning("could not open controller: \(String(cString: SDL_GetError()))")
        return
      }
      let instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
      controllers[instance] = controller
      logger.info(
        "controller connected: \(SDL_GameControllerName(controller).map { String(cString: $0) } ?? "unnamed")"
      )
    case SDL_CONTROLLERDEVICEREMOVED:
      if let controller = controllers.removeValue(forKey: event.cdevice.which) {
        SDL_GameControllerClose(controller)
        logger.info("controller disconnected")
      }
    default:
      break
    }
  }
}
