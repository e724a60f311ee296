/// The Input page's "press a key" exchange, as a value (issue 22): a lane is chosen, the
/// next key or pad button pressed is bound to it (a pad button to the same lane of the
/// gamepad's bindings); a key another lane of the count plays is said and waits for an
/// answer: the same key again or Enter swaps the two, Esc leaves both as they were, another
/// key is tried instead. Delete puts the lane back to its defaults. Never both silently.
public struct Rebinder: Sendable, Equatable {
  public enum State: Sendable, Equatable {
    case idle
    /// Waiting for a key or button for this lane.
    case waiting(BindingSlot)
    /// `key` plays `other` already: waiting for the answer.
    case conflict(slot: BindingSlot, press: InputPress, other: BindingSlot)
  }

  /// The key that resets the lane being bound instead of binding itself.
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

  public mutating func begin(_ slot: BindingSlot) {
    state = .waiting(slot)
    message = "Press a key or pad button for \(slot.label); Delete resets it, Esc cancels."
  }

  /// A press while capturing; true when the bindings changed (to be saved and used).
  public mutating func press(_ press: InputPress) -> Bool {
    switch state {
    case .idle:
      return false
    case .waiting(let slot):
      return bind(press, to: slot)
    case .conflict(let slot, let pending, _):
      if press == pending || Self.confirmKeys.contains(press) { return confirm() }
      return bind(press, to: slot)
    }
  }

  /// Enter while a conflict is asked: swap. Otherwise nothing.
  public mutating func confirm() -> Bool {
    guard case .conflict(let slot, let press, let other) = state else { return false }
    let target = Self.slot(slot, for: press)
    bindings = bindings.swapping(press.name, to: target)
    state = .idle
    message = "\(press.name) now plays \(target.label); \(other.label) took its old key."
    return true
  }

  /// Esc: the question (or the wait) dropped, nothing changed.
  public mutating func cancel() {
    if case .conflict(_, let press, let other) = state {
      message = "\(press.name) still plays \(other.label); nothing changed."
    } else {
      message = nil
    }
    state = .idle
  }

  /// Every lane of `laneCount` on `device` back to its defaults.
  public mutating func resetLanes(_ laneCount: Int, device: BindingSlot.Device) {
    for lane in 0..<laneCount {
      bindings =
        bindings.resetting(BindingSlot(device: device, laneCount: laneCount, lane: lane))
        .bindings
    }
    message = "The \(laneCount)-lane \(device.rawValue) bindings are the defaults again."
  }

  public mutating func resetAll() {
    bindings = bindings.resettingAll()
    message = "Every binding is the default again."
  }

  private mutating func bind(_ press: InputPress, to chosen: BindingSlot) -> Bool {
    let slot = Self.slot(chosen, for: press)
    if press == .key(Self.resetKey) {
      let reset = bindings.resetting(slot)
      bindings = reset.bindings
      state = .idle
      let taken = reset.takenFrom.map(\.label).joined(separator: ", ")
      message =
        "\(slot.label) is back to its defaults" + (taken.isEmpty ? "." : " (taken from \(taken)).")
      return true
    }
    switch bindings.binding(press.name, to: slot) {
    case .bound(let bound):
      let changed = bound != bindings
      bindings = bound
      state = .idle
      message = "\(press.name) plays \(slot.label)."
      return changed
    case .conflict(let key, let other):
      state = .conflict(slot: chosen, press: press, other: other)
      message =
        "\(key) is bound to \(other.label): press it again to swap / Enter to confirm, Esc to cancel"
      return false
    }
  }

  /// The chosen lane on the device the press came from.
  private static func slot(_ slot: BindingSlot, for press: InputPress) -> BindingSlot {
    BindingSlot(device: press.device, laneCount: slot.laneCount, lane: slot.lane)
  }
}
