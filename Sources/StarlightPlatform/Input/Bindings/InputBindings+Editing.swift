/// Rebinding as pure values (issue 22), so the Input page's rules are tested without a
/// window: a key (or button) given to a lane or an action replaces its first key, its other
/// keys (the arrows beside the letters) staying; a key that something read at the same time
/// already has (another lane of the lane count; an action of the same screen; in play, a
/// lane of any count against pause, the cover, mute or screenshot) is a conflict the player
/// answers, never silently bound twice; a binding or everything goes back to the defaults.
extension InputBindings {
  /// What binding a key would do.
  public enum Rebinding: Sendable, Equatable {
    /// Bound (or the target already had it first): the new bindings.
    case bound(InputBindings)
    /// The key does what `holders` do already: binding it asks first (`confirming`).
    case conflict(key: String, holders: [BindingTarget])
  }

  /// What a confirmed conflict does.
  public enum Confirmation: Sendable, Equatable {
    /// Two lanes or two actions trade keys: the other takes the target's old first key.
    case swapped(InputBindings, with: BindingTarget)
    /// The key is taken from the holders, which keep their other keys.
    case taken(InputBindings, from: [BindingTarget])
    /// Taking it would leave `holder` with no key at all.
    case refused(holder: BindingTarget)
  }

  /// The names bound to `target`, first key first.
  public func names(_ target: BindingTarget) -> [String] {
    switch target {
    case .lane(let slot):
      let lanes = lanes(slot.device, laneCount: slot.laneCount)
      return lanes.indices.contains(slot.lane) ? lanes[slot.lane] : []
    case .action(let action, let device):
      return names(of: action, on: device)
    }
  }

  public func names(_ slot: BindingSlot) -> [String] { names(.lane(slot)) }

  /// What already has `name` and is read when `target` is (see `BindingTarget.clashes`).
  public func holders(of name: String, clashingWith target: BindingTarget) -> [BindingTarget] {
    Self.targets(on: target.device).filter { other in
      target.clashes(with: other) && names(other).contains { Self.same($0, name) }
    }
  }

  /// `name` as `target`'s first key, or the conflict to ask about.
  public func binding(_ name: String, to target: BindingTarget) -> Rebinding {
    let holders = holders(of: name, clashingWith: target)
    guard holders.isEmpty else { return .conflict(key: name, holders: holders) }
    var names = names(target)
    if let index = names.firstIndex(where: { Self.same($0, name) }) {
      // One of its keys already: it becomes the first, the others stay.
      names.remove(at: index)
      names.insert(name, at: 0)
    } else if names.isEmpty {
      names = [name]
    } else {
      names[0] = name
    }
    return .bound(setting(names, for: target))
  }

  /// The conflict confirmed: `name` becomes `target`'s first key. One holder of the same
  /// kind swaps (it takes `target`'s old first key, so every key still does one thing);
  /// otherwise the key is taken from every holder, refused if one would be left without a
  /// key it must have (a lane, a menu's move, confirm, back or page).
  public func confirming(_ name: String, to target: BindingTarget) -> Confirmation {
    let holders = holders(of: name, clashingWith: target)
    if holders.count == 1, let other = holders.first, Self.sameKind(other, target) {
      let swapped = swapping(name, to: target, with: other)
      // `target` had no key to give (a pad's mute, say): the holder must have one left.
      if swapped.names(other).isEmpty && Self.mustKeepAKey(other) {
        return .refused(holder: other)
      }
      return .swapped(swapped, with: other)
    }
    var result = self
    for holder in holders {
      let left = result.names(holder).filter { !Self.same($0, name) }
      if left.isEmpty && Self.mustKeepAKey(holder) { return .refused(holder: holder) }
      result = result.setting(left, for: holder)
    }
    guard case .bound(let bound) = result.binding(name, to: target) else {
      return .refused(holder: target)
    }
    return .taken(bound, from: holders)
  }

  /// `target` back to its default keys; a default key something clashing has now is taken
  /// from it (returned, to be said), so none is bound twice.
  public func resetting(_ target: BindingTarget) -> (
    bindings: InputBindings, takenFrom: [BindingTarget]
  ) {
    let defaults = Self.defaults.names(target)
    var result = self
    var taken: [BindingTarget] = []
    for name in defaults {
      for other in result.holders(of: name, clashingWith: target) {
        result = result.setting(result.names(other).filter { !Self.same($0, name) }, for: other)
        taken.append(other)
      }
    }
    return (result.setting(defaults, for: target), taken)
  }

  /// Every lane and action of `device` (nil: both) back to the defaults.
  public func resettingAll(_ device: BindingSlot.Device? = nil) -> InputBindings {
    var result = self
    if device != .gamepad {
      result.keyboard = Self.defaults.keyboard
      result.menuKeyboard = Self.defaults.menuKeyboard
    }
    if device != .keyboard {
      result.gamepad = Self.defaults.gamepad
      result.menuGamepad = Self.defaults.menuGamepad
    }
    return result
  }

  /// Every lane of every lane count and every action, on `device`.
  static func targets(on device: BindingSlot.Device) -> [BindingTarget] {
    BindingSlot.all.filter { $0.device == device }.map { .lane($0) }
      + MenuAction.allCases.map { .action($0, device) }
  }

  private func swapping(_ name: String, to target: BindingTarget, with other: BindingTarget)
    -> InputBindings
  {
    let given = names(target).first
    var otherNames = names(other)
    if let index = otherNames.firstIndex(where: { Self.same($0, name) }) {
      if let given, !otherNames.contains(where: { Self.same($0, given) }) {
        otherNames[index] = given
      } else {
        otherNames.remove(at: index)
      }
    }
    var names = names(target).filter { !Self.same($0, name) }
    if let given, otherNames.contains(where: { Self.same($0, given) }) {
      names.removeAll { Self.same($0, given) }
    }
    names.insert(name, at: 0)
    return setting(otherNames, for: other).setting(names, for: target)
  }

  static func sameKind(_ first: BindingTarget, _ second: BindingTarget) -> Bool {
    switch (first, second) {
    case (.lane, .lane), (.action, .action): true
    default: false
    }
  }

  /// A lane with no key cannot be played, and a menu with no way to move, confirm, go back
  /// or turn a page cannot be left; pause (Esc stays), the cover, mute and screenshot may
  /// go without.
  private static func mustKeepAKey(_ target: BindingTarget) -> Bool {
    switch target {
    case .lane: true
    case .action(let action, _): action.contexts == [.menus]
    }
  }

  private func lanes(_ device: BindingSlot.Device, laneCount: Int) -> [[String]] {
    switch device {
    case .keyboard: keyboardLanes(laneCount: laneCount)
    case .gamepad: gamepadLanes(laneCount: laneCount)
    }
  }

  private func setting(_ names: [String], for target: BindingTarget) -> InputBindings {
    var result = self
    switch target {
    case .lane(let slot):
      var lanes = lanes(slot.device, laneCount: slot.laneCount)
      while lanes.count < slot.laneCount { lanes.append([]) }
      lanes[slot.lane] = names
      switch slot.device {
      case .keyboard: result.keyboard[String(slot.laneCount)] = lanes
      case .gamepad: result.gamepad[String(slot.laneCount)] = lanes
      }
    case .action(let action, .keyboard):
      result.menuKeyboard[action.rawValue] = names
    case .action(let action, .gamepad):
      result.menuGamepad[action.rawValue] = names
    }
    return result
  }

  /// SDL's key names are matched without case ("d" is "D"), as SDL reads them.
  static func same(_ first: String, _ second: String) -> Bool {
    first.lowercased() == second.lowercased()
  }
}
