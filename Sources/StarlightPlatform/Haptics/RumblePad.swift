import CSDL2
import StarlightHaptics

/// One game controller that can rumble, opened by `HapticManager` (its own reference: SDL
/// counts opens, so this never disturbs another part of the game that opened the same pad).
struct RumblePad {
  let instanceID: SDL_JoystickID
  let handle: OpaquePointer
  let name: String
  /// Orders pads by when they were last played with (higher is more recent).
  var lastUsed: UInt64
  /// SDL's complaint about a failed send is logged once per pad, not at 100 Hz.
  var reportedFailure = false

  /// Opens the controller at `deviceIndex` when it is a game controller with rumble.
  static func open(deviceIndex: Int32, lastUsed: UInt64) -> Result<RumblePad, RumblePadSkip> {
    guard SDL_IsGameController(deviceIndex).rawValue != 0 else {
      return .failure(.notAGameController)
    }
    guard let handle = SDL_GameControllerOpen(deviceIndex) else {
      return .failure(.cannotOpen(String(cString: SDL_GetError())))
    }
    let name = SDL_GameControllerName(handle).map { String(cString: $0) } ?? "unnamed controller"
    guard SDL_GameControllerHasRumble(handle).rawValue != 0 else {
      SDL_GameControllerClose(handle)
      return .failure(.noRumble(name))
    }
    let instanceID = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(handle))
    return .success(
      RumblePad(instanceID: instanceID, handle: handle, name: name, lastUsed: lastUsed))
  }

  /// Sends `command`; SDL's error message when the pad refused it (it may just have been
  /// unplugged, before the removal event arrives).
  func send(_ command: RumbleCommand) -> String? {
    let status = SDL_GameControllerRumble(handle, command.low, command.high, command.durationMs)
    return status < 0 ? String(cString: SDL_GetError()) : nil
  }

  func close() {
    SDL_GameControllerClose(handle)
  }
}
