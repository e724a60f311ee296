import CSDL2
import Foundation
import Synchronization

/// One rumble a virtual pad received: SDL's two motor levels.
struct ReceivedRumble: Equatable, CustomStringConvertible {
  var low: UInt16
  var high: UInt16

  var description: String {
    "(\(low), \(high))"
  }
}

/// Records what a virtual pad's rumble callback receives. SDL calls it on whichever thread
/// sends the rumble, hence the mutex.
final class RumbleRecorder: Sendable {
  private let received = Mutex<[ReceivedRumble]>([])

  var rumbles: [ReceivedRumble] {
    received.withLock { $0 }
  }

  func record(low: UInt16, high: UInt16) {
    received.withLock { $0.append(ReceivedRumble(low: low, high: high)) }
  }
}

/// SDL's rumble callback: no captures (a C function pointer), the recorder comes as userdata.
private let recordRumble: @convention(c) (UnsafeMutableRawPointer?, UInt16, UInt16) -> Int32 = {
  userdata, low, high in
  guard let userdata else {
    return -1
  }
  Unmanaged<RumbleRecorder>.fromOpaque(userdata).takeUnretainedValue().record(low: low, high: high)
  return 0
}

struct VirtualPadError: Error, CustomStringConvertible {
  let description: String
}

/// A game controller that exists only inside SDL (`SDL_JoystickAttachVirtualEx`), so rumble
/// can be tested with no hardware: its rumble callback records what it is sent.
final class VirtualPad {
  /// A through D-pad right: every button of a standard pad, so SDL builds it a full mapping.
  static let buttonCount = Int(SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue) + 1
  static let axisCount = Int(SDL_CONTROLLER_AXIS_MAX.rawValue)
  private static let descriptionVersion: UInt16 = 1  // SDL_VIRTUAL_JOYSTICK_DESC_VERSION

  let name: String
  let recorder = RumbleRecorder()
  let instanceID: SDL_JoystickID
  /// The recorder is retained for SDL while the pad is attached.
  private var userdata: Unmanaged<RumbleRecorder>?

  init(name: String, canRumble: Bool = true) throws {
    self.name = name
    let userdata = Unmanaged.passRetained(recorder)
    var description = SDL_VirtualJoystickDesc()
    description.version = Self.descriptionVersion
    description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
    description.naxes = UInt16(Self.axisCount)
    description.nbuttons = UInt16(Self.buttonCount)
    description.button_mask = (1 << UInt32(Self.buttonCount)) - 1
    description.axis_mask = (1 << UInt32(Self.axisCount)) - 1
    description.userdata = userdata.toOpaque()
    description.Rumble = canRumble ? recordRumble : nil
    // SDL copies the name.
    let deviceIndex = name.withCString { cName in
      description.name = cName
      return SDL_JoystickAttachVirtualEx(&description)
    }
    guard deviceIndex >= 0 else {
      userdata.release()
      throw VirtualPadError(
        description: "SDL_JoystickAttachVirtualEx failed: \(String(cString: SDL_GetError()))")
    }
    self.userdata = userdata
    instanceID = SDL_JoystickGetDeviceInstanceID(deviceIndex)
  }

  deinit {
    detach()
  }

  /// Unplugs the pad (SDL queues the removal events).
  func detach() {
    guard let userdata else {
      return
    }
    self.userdata = nil
    for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == instanceID {
      SDL_JoystickDetachVirtual(index)
    }
    userdata.release()
  }

  /// Presses and releases button `index` (0 is A); the events come with the next pump.
  /// The pad must be open (the manager opens it).
  func tapButton(_ index: Int32 = 0) {
    guard let joystick = SDL_JoystickFromInstanceID(instanceID) else {
      return
    }
    SDL_JoystickSetVirtualButton(joystick, index, UInt8(SDL_PRESSED))
    SDL_JoystickUpdate()
    SDL_JoystickSetVirtualButton(joystick, index, UInt8(SDL_RELEASED))
    SDL_JoystickUpdate()
  }

  /// Moves axis `index` (0 is the left stick's x) to `value`.
  func moveAxis(_ index: Int32 = 0, to value: Int16) {
    guard let joystick = SDL_JoystickFromInstanceID(instanceID) else {
      return
    }
    SDL_JoystickSetVirtualAxis(joystick, index, value)
    SDL_JoystickUpdate()
  }
}
