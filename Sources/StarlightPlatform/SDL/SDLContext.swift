import CSDL2
import Foundation
import Logging

/// SDL initialised for the game's lifetime: video, audio, controllers, events. SDL_Quit runs
/// when the last holder lets go; every `Canvas` holds its context, so the window is always
/// torn down before SDL is.
public final class SDLContext {
  /// Drivers that draw nowhere a person can see. SDL falls back to them when there is no
  /// display; the game uses one only when SDL_VIDEODRIVER asks for it by name.
  static let headlessDrivers: Set<String> = ["offscreen", "dummy"]
  static let driverVariable = "SDL_VIDEODRIVER"
  /// Where X11 and Wayland clients find their display.
  static let displayVariables = ["DISPLAY", "WAYLAND_DISPLAY"]
  /// SDL's driver for each display server's variable.
  static let serverDrivers: [(variable: String, driver: String)] = [
    ("DISPLAY", "x11"), ("WAYLAND_DISPLAY", "wayland"),
  ]

  private let logger = Logger(label: "starlight.sdl")
  public let videoDriver: String

  public init() throws(SDLError) {
    // getenv rather than ProcessInfo: tests set the variable with setenv while running.
    let asked = Self.variable(Self.driverVariable)?.lowercased()
    // Without a display server to name, SDL's probes print their own complaints before
    // falling back to a driver that shows nothing: say it once, before any of that.
    if asked == nil, Self.displayVariables.allSatisfy({ Self.variable($0) == nil }) {
      throw SDLError(
        operation: "SDL_Init",
        message: "no display (\(Self.displayVariables.joined(separator: " and ")) are unset); "
          + "run in a desktop session, or set \(Self.driverVariable)=offscreen to run headless")
    }
    // One display server named: probe only its driver, so a dead X display does not also
    // try Wayland (whose library prints its own complaint) before failing.
    let named = Self.serverDrivers.filter { Self.variable($0.variable) != nil }
    if asked == nil, named.count == 1, let only = named.first {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, only.driver)
    }
    let subsystems = UInt32(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS)
    guard SDL_Init(subsystems) >= 0 else {
      let error = SDLError.current("SDL_Init")
      SDL_Quit()
      throw SDLError(
        operation: "SDL_Init",
        message: "no display could be opened (\(error.message)); "
          + "run in a desktop session, or set \(Self.driverVariable)=offscreen to run headless")
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if Self.headlessDrivers.contains(driver), asked != driver {
      SDL_Quit()
      throw SDLError(
        operation: "SDL_Init",
        message: "no display found (SDL fell back to its '\(driver)' driver, which shows "
          + "nothing); run in a desktop session, or set \(Self.driverVariable)=\(driver) "
          + "to run headless")
    }
    videoDriver = driver
    logger.info("SDL video driver: \(driver)")
  }

  deinit {
    SDL_Quit()
  }

  /// An environment variable's value; nil when unset or empty.
  private static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
