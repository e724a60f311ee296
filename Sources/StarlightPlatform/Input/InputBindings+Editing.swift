/// Rebinding as pure values (issue 22), so the Input page's rules are tested without a
/// window: a key (or button) given to a lane replaces its first key, its other keys (the
/// arrows beside the letters) staying;
/// a key already bound to another lane of the same lane count is a conflict the player
/// answers (swap, or leave it) and is never silently bound twice; a lane or everything
/// goes back to the defaults.
extension InputBindings {
  /// What binding a key to a lane would do.
  public enum Rebinding: Sendable, Equatable {
    /// Bound (or the lane already had it first): the new bindings.
    case bound(InputBindings)
    /// The key plays `slot` already: binding it asks first (`swapping`).
    case conflict(key: String, slot: BindingSlot)
  }

  /// The names bound to `slot`, first key first.
  public func names(_ slot: BindingSlot) -> [String] {
    let lanes = lanes(slot.device, laneCount: slot.laneCount)
    return lanes.indices.contains(slot.lane) ? lanes[slot.lane] : []
  }

  /// The other lane of the same lane count and device that `name` plays, if any.
  public func slot(boundTo name: String, besides slot: BindingSlot) -> BindingSlot? {
    let lanes = lanes(slot.device, laneCount: slot.laneCount)
    guard
      let lane = lanes.indices.first(where: { index in
        index != slot.lane && lanes[index].contains { Self.same($0, name) }
      })
    else { return nil }
    return BindingSlot(device: slot.device, laneCount: slot.laneCount, lane: lane)
  }

  /// `name` as `slot`'s first key, or the conflict to ask about.
  public func binding(_ name: String, to slot: BindingSlot) -> Rebinding {
    if let other = self.slot(boundTo: name, besides: slot) {
      return .conflict(key: name, slot: other)
    }
    var lane = names(slot)
    if let index = lane.firstIndex(where: { Self.same($0, name) }) {
      // One of its keys already: it becomes the first, the others stay.
      lane.remove(at: index)
      lane.insert(name, at: 0)
    } else if lane.isEmpty {
      lane = [name]
    } else {
      lane[0] = name
    }
    return .bound(setting(lane, for: slot))
  }

  /// The conflict confirmed: `name` becomes `slot`'s first key and the lane it played takes
  /// `slot`'s old first key in its place (nothing, when `slot` had none), so every key
  /// still plays one lane.
  public func swapping(_ name: String, to slot: BindingSlot) -> InputBindings {
    guard let other = self.slot(boundTo: name, besides: slot) else {
      if case .bound(let bound) = binding(name, to: slot) { return bound }
      return self
    }
    let given = names(slot).first
    var otherLane = names(other)
    if let index = otherLane.firstIndex(where: { Self.same($0, name) }) {
      if let given, !otherLane.contains(where: { Self.same($0, given) }) {
        otherLane[index] = given
      } else {
        otherLane.remove(at: index)
      }
    }
    var lane = names(slot).filter { !Self.same($0, name) }
    if let given, otherLane.contains(where: { Self.same($0, given) }) {
      lane.removeAll { Self.same($0, given) }
    }
    lane.insert(name, at: 0)
    return setting(otherLane, for: other).setting(lane, for: slot)
  }

  /// `slot` back to its default keys; a default key another lane of its count plays now is
  /// taken from that lane (returned, to be said), so none is bound twice.
  public func resetting(_ slot: BindingSlot) -> (bindings: InputBindings, takenFrom: [BindingSlot])
  {
    let defaults = Self.defaults.names(slot)
    var result = self
    var taken: [BindingSlot] = []
    for name in defaults {
      guard let other = result.slot(boundTo: name, besides: slot) else { continue }
      result = result.setting(result.names(other).filter { !Self.same($0, name) }, for: other)
      taken.append(other)
    }
    return (result.setting(defaults, for: slot), taken)
  }

  /// Every lane of `device` (nil: both) back to the defaults.
  public func resettingAll(_ device: BindingSlot.Device? = nil) -> InputBindings {
    var result = self
    if device != .gamepad { result.keyboard = Self.defaults.keyboard }
    if device != .keyboard { result.gamepad = Self.defaults.gamepad }
    return result
  }

  private func lanes(_ device: BindingSlot.Device, laneCount: Int) -> [[String]] {
    switch device {
    case .keyboard: keyboardLanes(laneCount: laneCount)
    case .gamepad: gamepadLanes(laneCount: laneCount)
    }
  }

  private func setting(_ names: [String], for slot: BindingSlot) -> InputBindings {
    var lanes = lanes(slot.device, laneCount: slot.laneCount)
    while lanes.count < slot.laneCount { lanes.append([]) }
    lanes[slot.lane] = names
    var result = self
    switch slot.device {
    case .keyboard: result.keyboard[String(slot.laneCount)] = lanes
    case .gamepad: result.gamepad[String(slot.laneCount)] = lanes
    }
    return result
  }

  /// SDL's key names are matched without case ("d" is "D"), as SDL reads them.
  static func same(_ first: String, _ second: String) -> Bool {
    first.lowercased() == second.lowercased()
  }
}
