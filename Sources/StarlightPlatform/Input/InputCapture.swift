import CSDL2
import Logging
import StarlightCore
import Synchronization

/// Captures lane presses the moment SDL queues them. An event watch runs inside
/// `SDL_PumpEvents`, so each press is stamped with the performance counter when it was
/// pumped, not when a frame got around to it; the loop pumps about every millisecond.
public final class InputCapture: Sendable {
  private struct Lookup: Sendable {
    var keys: [Int32: Int] = [:]
    var buttons: [Int32: Int] = [:]
  }

  private let clock: PerformanceClock
  private let lookup = Mutex(Lookup())
  private let captured = Mutex<[StampedInput]>([])
  private let logger = Logger(label: "starlight.input")

  public init(clock: PerformanceClock) {
    self.clock = clock
  }

  /// Maps keys and buttons to lanes for a map with `laneCount` lanes.
  public func bind(_ bindings: InputBindings, laneCount: Int) {
    var table = Lookup()
    for (lane, names) in bindings.keyboardLanes(laneCount: laneCount).enumerated() {
      for name in names {
        let scancode = SDL_GetScancodeFromName(name)
        if scancode == SDL_SCANCODE_UNKNOWN {
          logger.warning("unknown key name '\(name)' in bindings for lane \(lane)")
        } else {
          table.keys[Int32(scancode.rawValue)] = lane
        }
      }
    }
    for (lane, names) in bindings.gamepadLanes(laneCount: laneCount).enumerated() {
      for name in names {
        let button = SDL_GameControllerGetButtonFromString(name)
        if button == SDL_CONTROLLER_BUTTON_INVALID {
          logger.warning("unknown controller button '\(name)' in bindings for lane \(lane)")
        } else {
          table.buttons[button.rawValue] = lane
        }
      }
    }
    lookup.withLock { $0 = table }
  }

  public func install() {
    SDL_AddEventWatch(Self.watch, Unmanaged.passUnretained(self).toOpaque())
  }

  public func uninstall() {
    SDL_DelEventWatch(Self.watch, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Takes every input captured since the last call, in the order SDL queued them.
  public func drain() -> [StampedInput] {
    captured.withLock { inputs in
      defer { inputs.removeAll(keepingCapacity: true) }
      return inputs
    }
  }

  private func observe(_ event: SDL_Event, stamp: Nanoseconds) {
    let lane: Int?
    let action: InputEvent.Action
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN, SDL_KEYUP:
      guard event.key.repeat == 0 else { return }
      lane = lookup.withLock { $0.keys[Int32(event.key.keysym.scancode.rawValue)] }
      action = event.type == SDL_KEYDOWN.rawValue ? .press : .release
    case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
      lane = lookup.withLock { $0.buttons[Int32(event.cbutton.button)] }
      action = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue ? .press : .release
    default:
      return
    }
    guard let lane else { return }
    captured.withLock { $0.append(StampedInput(lane: lane, action: action, stamp: stamp)) }
  }

  private static let watch: SDL_EventFilter = { userdata, event in
    guard let userdata, let event else { return 1 }
    let capture = Unmanaged<InputCapture>.fromOpaque(userdata).takeUnretainedValue()
    capture.observe(event.pointee, stamp: capture.clock.now())
    return 1
  }
}
