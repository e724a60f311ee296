import CSDL2
import Logging
import StarlightCore
import Synchronization

/// Captures lane presses the moment SDL queues them. An event watch runs inside
/// `SDL_PumpEvents`, so each press is stamped with the performance counter when it was
/// pumped, not when a frame got around to it; live play pumps as events arrive, on a thread
/// that never draws. Under X11 a key's stamp comes from the server's own time for its event
/// (`ServerInputTime`), so a pump that load delayed does not delay the stamp.
/// Capture is off (nothing is stamped) while menus are shown, so no key is read twice.
public final class InputCapture: Sendable {
  private struct Lookup: Sendable {
    var keys: [Int32: Int] = [:]
    var buttons: [Int32: Int] = [:]
    var enabled = false
  }

  private let clock: PerformanceClock
  private let lookup = Mutex(Lookup())
  private let captured = Mutex<[StampedInput]>([])
  /// The server's time of the X key event SDL passed on last (its SDL_SYSWMEVENT comes
  /// just before the key event SDL makes of it), until that key event takes it.
  private let serverKeyTime = Mutex<UInt32?>(nil)
  /// Pads read through evdev: their lanes and axes come from there, not from SDL.
  public let evdevClaims = EvdevClaims()
  private let logger = Logger(label: "starlight.input")

  public init(clock: PerformanceClock) {
    self.clock = clock
  }

  /// Maps keys and buttons to lanes for a map with `laneCount` lanes.
  public func bind(_ bindings: InputBindings, laneCount: Int) {
    bind(
      keyboard: bindings.keyboardLanes(laneCount: laneCount),
      gamepad: bindings.gamepadLanes(laneCount: laneCount))
  }

  /// Maps keys and buttons (SDL names) to lanes, per lane; capture starts.
  public func bind(keyboard: [[String]], gamepad: [[String]]) {
    var table = Lookup()
    table.enabled = true
    for (lane, names) in keyboard.enumerated() {
      for name in names {
        let scancode = SDL_GetScancodeFromName(name)
        if scancode == SDL_SCANCODE_UNKNOWN {
          logger.warning("unknown key name '\(name)' in bindings for lane \(lane)")
        } else {
          table.keys[Int32(scancode.rawValue)] = lane
        }
      }
    }
    for (lane, names) in gamepad.enumerated() {
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
    pressHeldKeys(table)
  }

  /// A key already held when play begins (pressed on the title card, say) counts as pressed
  /// now: its press came while menus were read, and holding it must still play.
  private func pressHeldKeys(_ table: Lookup) {
    var count: Int32 = 0
    guard let state = SDL_GetKeyboardState(&count) else { return }
    let now = clock.now()
    guard !evdevClaims.readsKeyboards else { return }
    let held = table.keys.filter { $0.key >= 0 && $0.key < count && state[Int($0.key)] != 0 }
    let lanes = Set(held.values).sorted()
    captured.withLock { inputs in
      for lane in lanes { inputs.append(StampedInput(input: .lane(lane, .press), stamp: now)) }
    }
  }

  /// Stops capturing (menus are up); `bind` starts again.
  public func disable() {
    lookup.withLock { $0.enabled = false }
    _ = drain()
  }

  public func install() {
    // The X events themselves, for their server time (the event source drops them).
    SDL_EventState(SDL_SYSWMEVENT.rawValue, Int32(SDL_ENABLE))
    SDL_AddEventWatch(Self.watch, Unmanaged.passUnretained(self).toOpaque())
  }

  public func uninstall() {
    SDL_DelEventWatch(Self.watch, Unmanaged.passUnretained(self).toOpaque())
  }

  /// When `event` happened: pumped now, or earlier by what the server's time for a key
  /// says.
  private func stamp(for event: SDL_Event) -> Nanoseconds {
    let pumped = clock.now()
    guard event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue,
      let serverTime = serverKeyTime.withLock({ $0.take() })
    else { return pumped }
    return ServerInputTime.stamp(
      eventMilliseconds: serverTime, serverClockNow: X11KeyTime.serverClockNow(),
      pumpedAt: pumped)
  }

  /// Takes every input captured since the last call, in the order SDL queued them.
  public func drain() -> [StampedInput] {
    captured.withLock { inputs in
      defer { inputs.removeAll(keepingCapacity: true) }
      return inputs
    }
  }

  private func observe(_ event: SDL_Event, stamp: Nanoseconds) {
    let table = lookup.withLock { $0 }
    guard table.enabled else { return }
    let input: PlayerAction.Input
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN, SDL_KEYUP:
      // Keyboards read through evdev (opted in) play the lanes; SDL's copy is ignored.
      guard event.key.repeat == 0, !evdevClaims.readsKeyboards,
        let lane = table.keys[Int32(event.key.keysym.scancode.rawValue)]
      else { return }
      input = .lane(lane, event.type == SDL_KEYDOWN.rawValue ? .press : .release)
    case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
      guard !readThroughEvdev(event.cbutton.which),
        let lane = table.buttons[Int32(event.cbutton.button)]
      else { return }
      input = .lane(lane, event.type == SDL_CONTROLLERBUTTONDOWN.rawValue ? .press : .release)
    case SDL_CONTROLLERAXISMOTION:
      guard !readThroughEvdev(event.caxis.which),
        let axis = Self.axis(SDL_GameControllerAxis(Int32(event.caxis.axis)))
      else { return }
      // SDL's -32768...32767 as the core's integer -1000...1000, so replays stay exact.
      let value = Int(event.caxis.value) * PlayerAction.axisMax / Int(Int16.max)
      input = .axis(axis, max(-PlayerAction.axisMax, min(PlayerAction.axisMax, value)))
    default:
      return
    }
    captured.withLock { $0.append(StampedInput(input: input, stamp: stamp)) }
  }

  /// Whether the controller `instance` is a node the evdev reader reads (SDL 2.24 and later
  /// name a joystick's node).
  private func readThroughEvdev(_ instance: SDL_JoystickID) -> Bool {
    guard let joystick = SDL_JoystickFromInstanceID(instance),
      let path = SDL_JoystickPath(joystick)
    else { return false }
    return evdevClaims.contains(String(cString: path))
  }

  private static func axis(_ axis: SDL_GameControllerAxis) -> PlayerAction.Axis? {
    switch axis {
    case SDL_CONTROLLER_AXIS_LEFTX: .leftX
    case SDL_CONTROLLER_AXIS_LEFTY: .leftY
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT: .leftTrigger
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: .rightTrigger
    default: nil
    }
  }

  private static let watch: SDL_EventFilter = { userdata, event in
    guard let userdata, let event else { return 1 }
    let capture = Unmanaged<InputCapture>.fromOpaque(userdata).takeUnretainedValue()
    if event.pointee.type == SDL_SYSWMEVENT.rawValue {
      let time = X11KeyTime.of(UnsafeRawPointer(event))
      capture.serverKeyTime.withLock { $0 = time }
      return 1
    }
    capture.observe(event.pointee, stamp: capture.stamp(for: event.pointee))
    return 1
  }
}
