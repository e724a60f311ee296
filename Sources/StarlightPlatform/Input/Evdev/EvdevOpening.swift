import CEvdev
import Glibc

/// Opens a device node as a gamepad read through evdev, or says why not (the log line the
/// game writes for it): permission refused, not a gamepad, gone already.
enum EvdevOpening {
  enum Outcome {
    /// A gamepad, or an opted-in keyboard.
    case opened(EvdevDevice)
    case skipped(reason: String)
  }

  /// `keyboards`: the player opted in to keyboards read through evdev.
  static func open(path: String, keyboards: Bool) -> Outcome {
    let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      let reason = String(cString: strerror(code))
      if code == EACCES || code == EPERM {
        return .skipped(reason: "permission refused (\(reason)); SDL reads it")
      }
      return .skipped(reason: "cannot be opened (\(reason))")
    }
    let name = deviceName(descriptor)
    let kind: EvdevDevice.Kind
    if has(descriptor, key: Int(BTN_SOUTH)) {
      kind = .gamepad
    } else if has(descriptor, key: Int(KEY_A)) && has(descriptor, key: Int(KEY_SPACE)) {
      guard keyboards else {
        close(descriptor)
        return .skipped(reason: "\(name) is a keyboard; SDL reads it (evdevKeyboards is off)")
      }
      kind = .keyboard
    } else {
      close(descriptor)
      return .skipped(reason: "\(name) is not a gamepad; SDL reads it")
    }
    // The kernel's event times on the same clock family as the game's stamps.
    guard starlight_evdev_set_clock(descriptor, CLOCK_MONOTONIC) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      return .skipped(reason: "\(name): EVIOCSCLOCKID refused (\(reason)); SDL reads it")
    }
    var ranges: [UInt16: EvdevGamepadMap.Range] = [:]
    for code in EvdevGamepadMap.axisCodes {
      var info = input_absinfo()
      if starlight_evdev_abs(descriptor, UInt32(code), &info) == 0 {
        ranges[code] = EvdevGamepadMap.Range(minimum: info.minimum, maximum: info.maximum)
      }
    }
    let initial = snapshot(descriptor) ?? EvdevStream.Snapshot()
    return .opened(
      EvdevDevice(
        path: path, name: name, kind: kind, fileDescriptor: descriptor, ranges: ranges,
        initial: initial, readState: { snapshot(descriptor) }))
  }

  /// Whether the device can send `key` (the kernel's gamepad convention: a pad reports
  /// BTN_SOUTH, also called BTN_GAMEPAD).
  private static func has(_ descriptor: Int32, key: Int) -> Bool {
    var bits = [UInt8](repeating: 0, count: Int(KEY_MAX) / 8 + 1)
    guard starlight_evdev_bits(descriptor, UInt32(EV_KEY), &bits, UInt32(bits.count)) >= 0
    else { return false }
    return has(bits, key)
  }

  private static func deviceName(_ descriptor: Int32) -> String {
    var name = [CChar](repeating: 0, count: 256)
    guard starlight_evdev_name(descriptor, &name, UInt32(name.count - 1)) >= 0 else {
      return "unnamed device"
    }
    return String(cString: name)
  }

  /// Keys held and axis values now (EVIOCGKEY, EVIOCGABS); nil when they cannot be read.
  private static func snapshot(_ descriptor: Int32) -> EvdevStream.Snapshot? {
    var bits = [UInt8](repeating: 0, count: Int(KEY_MAX) / 8 + 1)
    guard starlight_evdev_key_state(descriptor, &bits, UInt32(bits.count)) >= 0 else {
      return nil
    }
    var snapshot = EvdevStream.Snapshot()
    let codes = Set(EvdevGamepadMap.buttons.keys).union(EvdevKeyNames.names.keys)
    for code in codes where has(bits, Int(code)) {
      snapshot.keysDown.insert(code)
    }
    for code in EvdevGamepadMap.axisCodes {
      var info = input_absinfo()
      if starlight_evdev_abs(descriptor, UInt32(code), &info) == 0 {
        snapshot.axes[code] = info.value
      }
    }
    return snapshot
  }

  private static func has(_ bits: [UInt8], _ code: Int) -> Bool {
    code / 8 < bits.count && bits[code / 8] & (1 << UInt8(code % 8)) != 0
  }
}
