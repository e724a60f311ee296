import CEvdev
import StarlightCore

/// A gamepad's evdev codes as SDL's game controller names, so the bindings in the settings
/// (`"a"`, `"dpleft"`, ...) mean the same pad buttons on both paths. Buttons are named by
/// position, as the kernel's gamepad convention and SDL both do: south is "a", east "b",
/// west "x", north "y". A d-pad reported as a hat (ABS_HAT0X/Y) becomes its four buttons.
public struct EvdevGamepadMap: Sendable {
  /// A change in SDL's terms: a named button, or one of the axes the chapters read
  /// (-1000...1000, triggers 0...1000, as `InputCapture` scales SDL's).
  public enum Change: Sendable, Equatable {
    case button(String, pressed: Bool, time: Nanoseconds)
    case axis(PlayerAction.Axis, Int, time: Nanoseconds)
    /// A keyboard's key (SDL's name, lowercased), from a keyboard read through evdev.
    case key(String, pressed: Bool, time: Nanoseconds)
  }

  /// An axis's range as `EVIOCGABS` reports it.
  public struct Range: Sendable, Equatable {
    public var minimum: Int32
    public var maximum: Int32

    public init(minimum: Int32, maximum: Int32) {
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  static let buttons: [UInt16: String] = [
    UInt16(BTN_SOUTH): "a", UInt16(BTN_EAST): "b", UInt16(BTN_WEST): "x",
    UInt16(BTN_NORTH): "y", UInt16(BTN_TL): "leftshoulder", UInt16(BTN_TR): "rightshoulder",
    UInt16(BTN_SELECT): "back", UInt16(BTN_START): "start", UInt16(BTN_MODE): "guide",
    UInt16(BTN_THUMBL): "leftstick", UInt16(BTN_THUMBR): "rightstick",
    UInt16(BTN_DPAD_UP): "dpup", UInt16(BTN_DPAD_DOWN): "dpdown",
    UInt16(BTN_DPAD_LEFT): "dpleft", UInt16(BTN_DPAD_RIGHT): "dpright",
  ]

  static let axes: [UInt16: PlayerAction.Axis] = [
    UInt16(ABS_X): .leftX, UInt16(ABS_Y): .leftY, UInt16(ABS_Z): .leftTrigger,
    UInt16(ABS_RZ): .rightTrigger, UInt16(ABS_BRAKE): .leftTrigger, UInt16(ABS_GAS): .rightTrigger,
  ]

  /// The codes whose state matters after SYN_DROPPED: every button and axis mapped here.
  public static let axisCodes = Array(axes.keys) + [UInt16(ABS_HAT0X), UInt16(ABS_HAT0Y)]

  private let ranges: [UInt16: Range]

  public init(ranges: [UInt16: Range]) {
    self.ranges = ranges
  }

  /// What a stream's change means on a pad (`hats` are the hat values before it); nil or
  /// empty for codes the game does not read.
  public func changes(for change: EvdevStream.Change, hats: [UInt16: Int32]) -> [Change] {
    switch change {
    case .key(let code, let pressed, let time):
      guard let name = Self.buttons[code] else { return [] }
      return [.button(name, pressed: pressed, time: time)]
    case .axis(let code, let value, let time):
      if code == UInt16(ABS_HAT0X) || code == UInt16(ABS_HAT0Y) {
        return hat(code, from: hats[code] ?? 0, to: value, time: time)
      }
      guard let axis = Self.axes[code], let range = ranges[code] else { return [] }
      return [.axis(axis, scaled(value, range: range, axis: axis), time: time)]
    }
  }

  /// A hat moving from `old` to `new`: the old direction's release, the new one's press.
  private func hat(_ code: UInt16, from old: Int32, to new: Int32, time: Nanoseconds) -> [Change] {
    let names = code == UInt16(ABS_HAT0X) ? ("dpleft", "dpright") : ("dpup", "dpdown")
    func name(_ value: Int32) -> String? { value < 0 ? names.0 : value > 0 ? names.1 : nil }
    var result: [Change] = []
    if old != new, let released = name(old) {
      result.append(.button(released, pressed: false, time: time))
    }
    if old != new, let pressed = name(new) {
      result.append(.button(pressed, pressed: true, time: time))
    }
    return result
  }

  /// The device's range onto the core's integer scale: sticks centred on -1000...1000,
  /// triggers from their minimum on 0...1000.
  private func scaled(_ value: Int32, range: Range, axis: PlayerAction.Axis) -> Int {
    let span = Int(range.maximum) - Int(range.minimum)
    guard span > 0 else { return 0 }
    let offset = Int(value) - Int(range.minimum)
    let limit = PlayerAction.axisMax
    switch axis {
    case .leftTrigger, .rightTrigger:
      return max(0, min(limit, offset * limit / span))
    default:
      return max(-limit, min(limit, (2 * offset - span) * limit / span))
    }
  }
}
