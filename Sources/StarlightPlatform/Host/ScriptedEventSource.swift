import StarlightCore

/// The event source's embedded twin: events written down in advance, each delivered at
/// its media-clock instant. With a `ManualClock` the scene host runs the real loop in tests
/// (and headless) with no window events and no waiting on the wall clock.
public final class ScriptedEventSource: EventSource {
  private let clock: any MediaClock
  private var pending: [(time: Nanoseconds, make: () -> PlatformEvent?)]
  public private(set) var modes: [InputMode] = []
  /// The menu keys in force, as the host last set them.
  public private(set) var menuKeys = MenuKeyMap.defaults

  /// `script` in any order; events at the same instant keep their order.
  public init(clock: any MediaClock, script: [(time: Nanoseconds, event: PlatformEvent)] = []) {
    self.clock = clock
    pending = []
    for entry in script { schedule(entry.event, at: entry.time) }
  }

  /// Adds an event to deliver at `time`.
  public func schedule(_ event: PlatformEvent, at time: Nanoseconds) {
    schedule(at: time) { event }
  }

  /// Adds an event made when `time` comes (say, by the audio manager handling a device
  /// event then), or nothing if `make` returns nil.
  public func schedule(at time: Nanoseconds, _ make: @escaping () -> PlatformEvent?) {
    let index = pending.firstIndex { $0.time > time } ?? pending.count
    pending.insert((time, make), at: index)
  }

  /// A key pressed at `time`, read as SDL's would be then: through the menu keys in force,
  /// on a menu or in play as the mode is (a lane key in play is scripted as `.gameplay`).
  public func schedule(key name: String, at time: Nanoseconds) {
    schedule(at: time) { [unowned self] in
      let mode = modes.last ?? .menus
      if mode == .capture { return name == "Escape" ? .menu(.back) : .press(.key(name)) }
      let gameplay =
        switch mode {
        case .gameplay: true
        case .menus, .typing, .capture: false
        }
      return menuKeys.event(key: name, gameplay: gameplay)
    }
  }

  /// A pad button pressed at `time`, read as SDL's would be then: the pad becomes the
  /// device in use, and the button goes through the menu keys in force (a pad works the
  /// menus while typing too).
  public func schedule(button name: String, at time: Nanoseconds) {
    schedule(.padInUse(true), at: time)
    schedule(at: time) { [unowned self] in
      let mode = modes.last ?? .menus
      switch mode {
      case .capture: return .press(.button(name))
      case .gameplay: return menuKeys.event(button: name, gameplay: true)
      case .menus, .typing: return menuKeys.event(button: name, gameplay: false)
      }
    }
  }

  public func setMode(_ mode: InputMode) {
    if modes.last != mode { modes.append(mode) }
  }

  public func setMenuBindings(_ bindings: InputBindings) {
    if bindings != menuKeys.bindings { menuKeys = MenuKeyMap(bindings) }
  }

  public func poll() -> [PlatformEvent] {
    let now = clock.now()
    let due = pending.prefix { $0.time <= now }
    pending.removeFirst(due.count)
    return due.compactMap { $0.make() }
  }
}
