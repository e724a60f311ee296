/// What the Input page binds a key or button to: a lane of a lane count, or an action
/// that plays no lane (`MenuAction`), on the keyboard or the gamepad.
public enum BindingTarget: Sendable, Hashable {
  case lane(BindingSlot)
  case action(MenuAction, BindingSlot.Device)

  public var device: BindingSlot.Device {
    switch self {
    case .lane(let slot): slot.device
    case .action(_, let device): device
    }
  }

  /// The same lane or action on `device` (a pad button pressed for a keyboard row binds
  /// the gamepad's).
  public func on(_ device: BindingSlot.Device) -> BindingTarget {
    switch self {
    case .lane(let slot):
      .lane(BindingSlot(device: device, laneCount: slot.laneCount, lane: slot.lane))
    case .action(let action, _): .action(action, device)
    }
  }

  /// Where a key bound here is read: lanes in play only.
  var contexts: Set<MenuAction.Context> {
    switch self {
    case .lane: [.play]
    case .action(let action, _): action.contexts
    }
  }

  /// Whether one key may not serve both: on the same device, read at the same time (two
  /// lanes only within one lane count: a chart has one).
  func clashes(with other: BindingTarget) -> Bool {
    guard self != other, device == other.device else { return false }
    if case .lane(let mine) = self, case .lane(let theirs) = other {
      return mine.laneCount == theirs.laneCount
    }
    return !contexts.isDisjoint(with: other.contexts)
  }

  /// "lane 3 (4 lanes)" or "Menu up", as the page and its questions say it.
  public var label: String {
    switch self {
    case .lane(let slot): slot.label
    case .action(let action, _): action.title
    }
  }

  /// "plays lane 3 (4 lanes)", "does Menu up": what a key bound here does.
  public var doing: String {
    switch self {
    case .lane(let slot): "plays \(slot.label)"
    case .action(let action, _): "does \(action.title)"
    }
  }
}
