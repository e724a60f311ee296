/// The Input page's "press a key" exchange, as a value (issue 22): a lane or an action is
/// chosen, the next key or pad button pressed is bound to it (a pad button to the same lane
/// or action of the gamepad's bindings); a key something read at the same time has already
/// is said and waits for an answer: the same key again or Enter confirms (two lanes or two
/// actions swap; otherwise the key moves, or is refused when that would leave a lane or a
/// menu's move without a key), Esc leaves everything as it was, another key is tried
/// instead. Delete puts the binding back to its defaults. Esc, F1 and the pad's Start and
/// Back are never bound. Never both silently.
public struct Rebinder: Sendable, Equatable {
  public enum State: Sendable, Equatable {
    case idle
    /// Waiting for a key or button for this lane or action.
    case waiting(BindingTarget)
    /// `press` is had by `holders` already: waiting for the answer.
    case conflict(target: BindingTarget, press: InputPress, holders: [BindingTarget])
  }

  /// The key that resets the binding being chosen instead of binding itself.
  public static let resetKey = "Delete"
  /// Enter, which answers a conflict's question with yes (it binds otherwise).
  static let confirmKeys: Set<InputPress> = [.key("Return"), .key("Keypad Enter")]

  public private(set) var bindings: InputBindings
  public private(set) var state: State = .idle
  /// What the page says under the rows: the question, or what was done.
  public private(set) var message: String?

  public init(bindings: InputBindings) {
    self.bindings = bindings
  }

  public var isCapturing: Bool { state != .idle }

  /// The lane or action a key is awaited for, if any.
  public var chosen: BindingTarget? {
    switch state {
    case .idle: nil
    case .waiting(let target), .conflict(let target, _, _): target
    }
  }

  public mutating func begin(_ target: BindingTarget) {
    state = .waiting(target)
    message = "Press a key or pad button for \(target.label); Delete resets it, Esc cancels."
  }

  public mutating func begin(_ slot: BindingSlot) { begin(.lane(slot)) }

  /// A press while capturing; true when the bindings changed (to be saved and used).
  public mutating func press(_ press: InputPress) -> Bool {
    switch state {
    case .idle:
      return false
    case .waiting(let target):
      return bind(press, to: target)
    case .conflict(let target, let pending, _):
      if press == pending || Self.confirmKeys.contains(press) { return confirm() }
      return bind(press, to: target)
    }
  }

  /// Enter while a conflict is asked: the key is given. Otherwise nothing.
  public mutating func confirm() -> Bool {
    guard case .conflict(let chosen, let press, _) = state else { return false }
    let target = chosen.on(press.device)
    state = .idle
    switch bindings.confirming(press.name, to: target) {
    case .swapped(let swapped, let other):
      bindings = swapped
      message = "\(press.name) now \(target.doing); \(other.label) took its old key."
      return true
    case .taken(let taken, let holders):
      bindings = taken
      message = "\(press.name) now \(target.doing); taken from \(Self.list(holders))."
      return true
    case .refused(let holder):
      message =
        "Refused: \(press.name) is the only key of \(holder.label); give it another first."
      return false
    }
  }

  /// Esc: the question (or the wait) dropped, nothing changed.
  public mutating func cancel() {
    if case .conflict(_, let press, let holders) = state {
      let doing = holders.count == 1 ? holders[0].doing : "belongs to \(Self.list(holders))"
      message = "\(press.name) still \(doing); nothing changed."
    } else {
      message = nil
    }
    state = .idle
  }

  /// Every lane of `laneCount` on `device` back to its defaults.
  public mutating func resetLanes(_ laneCount: Int, device: BindingSlot.Device) {
    reset(
      (0..<laneCount).map { .lane(BindingSlot(device: device, laneCount: laneCount, lane: $0)) })
    message = "The \(laneCount)-lane \(device.rawValue) bindings are the defaults again."
  }

  /// Every action on `device` back to its defaults.
  public mutating func resetActions(device: BindingSlot.Device) {
    reset(MenuAction.allCases.map { .action($0, device) })
    message = "The menu and play \(device.rawValue) keys are the defaults again."
  }

  public mutating func resetAll() {
    bindings = bindings.resettingAll()
    message = "Every binding is the default again."
  }

  private mutating func reset(_ targets: [BindingTarget]) {
    for target in targets { bindings = bindings.resetting(target).bindings }
  }

  private mutating func bind(_ press: InputPress, to chosen: BindingTarget) -> Bool {
    let target = chosen.on(press.device)
    if press == .key(Self.resetKey) {
      let reset = bindings.resetting(target)
      bindings = reset.bindings
      state = .idle
      let taken = Self.list(reset.takenFrom)
      message =
        "\(target.label) is back to its defaults"
        + (taken.isEmpty ? "." : " (taken from \(taken)).")
      return true
    }
    if let why = MenuAction.fixedKeys[press] {
      state = .waiting(chosen)
      message = "\(press.name) is not bound: \(why). Press another, or Esc."
      return false
    }
    switch bindings.binding(press.name, to: target) {
    case .bound(let bound):
      let changed = bound != bindings
      bindings = bound
      state = .idle
      message = "\(press.name) \(target.doing)."
      return changed
    case .conflict(let key, let holders):
      state = .conflict(target: chosen, press: press, holders: holders)
      let swaps = holders.count == 1 && InputBindings.sameKind(holders[0], target)
      let answer = swaps ? "swap" : "take it"
      message =
        "\(key) is bound to \(Self.list(holders)): press it again to \(answer) / Enter to confirm, Esc to cancel"
      return false
    }
  }

  /// "lane 1 (5 lanes), lane 2 (6 lanes) and 3 more": a question that fits its line.
  private static func list(_ targets: [BindingTarget]) -> String {
    let shown = targets.prefix(2).map(\.label).joined(separator: ", ")
    return targets.count > 2 ? "\(shown) and \(targets.count - 2) more" : shown
  }
}
