import CSDL2
import StarlightCore

/// The live event source: polls SDL, stamps gameplay input through `InputCapture`'s event
/// watch, hands device events to audio and controller events to the controller hub, and
/// returns plain values.
public final class SDLEventSource: EventSource {
  private let capture: InputCapture
  private let audio: AudioManager
  private let controllers = ControllerHub()
  private var mode = InputMode.menus
  private var overlayKeys = OverlayKeys.closed
  private var menuKeys = MenuKeyMap.defaults
  /// Whether the last press was a pad button's (the keyboard's until one is).
  private var padInUse = false
  /// The window thread's wait on the display's socket (see `pumpWaiting`).
  private var socketWait: DisplaySocketWait?
  /// Pads read through evdev follow the same bindings (nil: SDL reads every pad).
  public var evdev: EvdevGamepads?
  /// While no pad is plugged in, SDL's update of joysticks at every pump only looks for a
  /// new one, polling udev's two sockets three times over: six of a pump's fourteen system
  /// calls (strace), at 500 pumps a second in play, CPU taken from drawing. Then SDL's
  /// update is turned off and the look taken every `padLookInterval` (SDL ticks, ms); a pad
  /// plugged in turns it back on, since its buttons come from pumping.
  static let padLookInterval: UInt64 = 100
  private var lastPadLook: UInt64 = 0
  private var pumpUpdatesPads = true
  /// Whether SDL was pumped since the last `poll` (by `pumpWaiting` or `pumpOnly`): then
  /// `poll` takes what is queued without pumping again, where SDL_PollEvent pumps at every
  /// call, one more time than there are events.
  private var pumpedSincePoll = false

  public init(capture: InputCapture, audio: AudioManager) {
    self.capture = capture
    self.audio = audio
    capture.install()
  }

  deinit {
    capture.uninstall()
  }

  /// Controller events reach the haptics (hot-plug, the pad last played with) through here.
  public var haptics: HapticManager? {
    get { controllers.haptics }
    set { controllers.haptics = newValue }
  }

  public func setMode(_ mode: InputMode) {
    guard mode != self.mode else { return }
    self.mode = mode
    switch mode {
    case .menus, .typing, .capture:
      capture.disable()
      evdev?.disable()
    case .gameplay(let keyboard, let gamepad):
      capture.bind(keyboard: keyboard, gamepad: gamepad)
      evdev?.bind(keyboard: keyboard, gamepad: gamepad, focused: SDL_GetKeyboardFocus() != nil)
    }
    if mode == .typing { SDL_StartTextInput() } else { SDL_StopTextInput() }
  }

  public func setOverlayKeys(_ keys: OverlayKeys) {
    overlayKeys = keys
  }

  public func setMenuBindings(_ bindings: InputBindings) {
    guard bindings != menuKeys.bindings else { return }
    menuKeys = MenuKeyMap(bindings)
  }

  public func pumpOnly() {
    lookForPads()
    SDL_PumpEvents()
    pumpedSincePoll = true
  }

  private func lookForPads() {
    let padsPresent = SDL_NumJoysticks() > 0
    if padsPresent != pumpUpdatesPads {
      SDL_SetHint(SDL_HINT_AUTO_UPDATE_JOYSTICKS, padsPresent ? "1" : "0")
      pumpUpdatesPads = padsPresent
    }
    let now = SDL_GetTicks64()
    guard !padsPresent, now - lastPadLook >= Self.padLookInterval else { return }
    lastPadLook = now
    SDL_JoystickUpdate()
  }

  /// Sleeps on the display's socket (`DisplaySocketWait`), so a key is pumped, and stamped
  /// by the capture's event watch, as soon as it arrives. Without X11, or with a pad that
  /// SDL reads (its buttons come from pumping, not from the socket), SDL's own wait (with
  /// no event taken out), which then polls every millisecond.
  public func pumpWaiting(upTo timeout: Nanoseconds) -> Bool {
    lookForPads()
    defer { pumpedSincePoll = true }
    guard let socketWait, SDL_NumJoysticks() == 0 else {
      let milliseconds = Int32(clamping: max(1, timeout / Nanoseconds.perMillisecond))
      _ = SDL_WaitEventTimeout(nil, milliseconds)
      return true
    }
    // The pump after the last wake took what the socket held; only what another thread's
    // call read since sits where no wait sees it (a pump costs four reads and a flush).
    if socketWait.eventsAlreadyRead { SDL_PumpEvents() }
    guard !Self.hasEvents else { return true }
    let readable = socketWait.wait(upTo: timeout)
    SDL_PumpEvents()
    socketWait.noteWake(socketWasReadable: readable, broughtEvent: Self.hasEvents)
    return true
  }

  private static var hasEvents: Bool {
    SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue).rawValue != 0
  }

  public func waitOn(window id: UInt32) {
    socketWait = SDL_GetWindowFromID(id).flatMap { DisplaySocketWait(window: $0) }
  }

  public func poll() -> [PlatformEvent] {
    var events: [PlatformEvent] = []
    var event = SDL_Event()
    if !pumpedSincePoll { SDL_PumpEvents() }
    pumpedSincePoll = false
    while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
      > 0
    {
      // X's own events, read for their time by the capture's watch as SDL queued them.
      if event.type == SDL_SYSWMEVENT.rawValue { continue }
      controllers.handle(event)
      if event.type == SDL_CONTROLLERDEVICEREMOVED.rawValue {
        events.append(.controllerRemoved)
        continue
      }
      if event.type == SDL_CONTROLLERDEVICEADDED.rawValue {
        events.append(.controllerAdded)
        continue
      }
      if event.type == SDL_WINDOWEVENT.rawValue {
        let kind = SDL_WindowEventID(UInt32(event.window.event))
        if kind == SDL_WINDOWEVENT_FOCUS_LOST || kind == SDL_WINDOWEVENT_MINIMIZED {
          events.append(.focusLost)
          evdev?.setFocused(false)
        } else if kind == SDL_WINDOWEVENT_FOCUS_GAINED || kind == SDL_WINDOWEVENT_RESTORED {
          events.append(.focusGained)
          evdev?.setFocused(true)
        }
        continue
      }
      if event.type == SDL_DROPFILE.rawValue {
        if let file = event.drop.file {
          events.append(.droppedFile(String(cString: file)))
          SDL_free(file)
        }
        continue
      }
      if let change = audio.handle(event) {
        events.append(.audioDevice(change))
        continue
      }
      if Self.isPress(event) { events.append(.anyPress) }
      if let pad = Self.pressedPad(event), pad != padInUse {
        padInUse = pad
        events.append(.padInUse(pad))
      }
      if mode == .menus, overlayKeys == .closed, let pointer = Self.pointer(event) {
        events.append(.pointer(pointer))
      }
      if mode == .capture, let captured = SDLKeyMap.captureEvent(for: event) {
        events.append(captured)
        continue
      }
      if mode == .typing, SDLKeyMap.isTyping(event) {
        if let typed = SDLKeyMap.typingEvent(for: event, menuKeys: menuKeys) {
          events.append(typed)
        }
        continue
      }
      // While typing, the gamepad still works the menu (d-pad, A, B).
      let gameplay = mode != .menus && mode != .typing && mode != .capture
      if let mapped = SDLKeyMap.event(
        for: event, gameplay: gameplay, overlay: overlayKeys, menuKeys: menuKeys)
      {
        events.append(mapped)
      }
    }
    events += capture.drain().map { .gameplay($0) }
    return events
  }

  /// SDL_BUTTON_LMASK, a function-like macro Swift does not import.
  private static let leftButtonMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)

  /// The left button's press, drag and release (SDL reports them in logical coordinates).
  private static func pointer(_ event: SDL_Event) -> PointerInput? {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      return .down(x: Int(event.button.x), y: Int(event.button.y))
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
      return .up(x: Int(event.button.x), y: Int(event.button.y))
    case SDL_MOUSEMOTION where event.motion.state & leftButtonMask != 0:
      return .drag(x: Int(event.motion.x), y: Int(event.motion.y))
    default:
      return nil
    }
  }

  /// Whether a press is a pad button's (true) or a key's (false); nil for anything else.
  private static func pressedPad(_ event: SDL_Event) -> Bool? {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN: false
    case SDL_CONTROLLERBUTTONDOWN: true
    default: nil
    }
  }

  private static func isPress(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN: return event.key.repeat == 0
    case SDL_CONTROLLERBUTTONDOWN, SDL_MOUSEBUTTONDOWN: return true
    default: return false
    }
  }
}
