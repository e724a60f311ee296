/// The bound actions as lookups, made once per change of the bindings: what a key or pad
/// button (by SDL's name for it, without case) does on a menu and in play. SDL's events and
/// a test's scripted keys are read through the same map. Esc and the pad's Start and Back
/// are fixed: back on a menu, pause in play.
public struct MenuKeyMap: Sendable, Equatable {
  public let bindings: InputBindings
  private let keys: [MenuAction.Context: [String: MenuAction]]
  private let buttons: [MenuAction.Context: [String: MenuAction]]

  public init(_ bindings: InputBindings) {
    self.bindings = bindings
    keys = Self.table(bindings, .keyboard)
    buttons = Self.table(bindings, .gamepad)
  }

  public static let defaults = MenuKeyMap(.defaults)

  /// What key `name` does; `shift` held turns the next page's key back.
  func event(key name: String, shift: Bool = false, gameplay: Bool) -> PlatformEvent? {
    if InputBindings.same(name, "Escape") { return .menu(gameplay ? .pause : .back) }
    return keys[Self.context(gameplay)]?[name.lowercased()]?.event(shift: shift)
  }

  /// What pad button `name` does.
  func event(button name: String, gameplay: Bool) -> PlatformEvent? {
    if MenuAction.fixedKeys[.button(name.lowercased())] != nil {
      return .menu(gameplay ? .pause : .back)
    }
    return buttons[Self.context(gameplay)]?[name.lowercased()]?.event()
  }

  public static func == (lhs: MenuKeyMap, rhs: MenuKeyMap) -> Bool {
    lhs.bindings == rhs.bindings
  }

  private static func context(_ gameplay: Bool) -> MenuAction.Context {
    gameplay ? .play : .menus
  }

  /// Per context, each name to its action; a name a hand-edited file gives two actions of
  /// one context does the first (in `MenuAction`'s order).
  private static func table(_ bindings: InputBindings, _ device: BindingSlot.Device)
    -> [MenuAction.Context: [String: MenuAction]]
  {
    var table: [MenuAction.Context: [String: MenuAction]] = [:]
    for action in MenuAction.allCases {
      for name in bindings.names(of: action, on: device) {
        for context in action.contexts where table[context]?[name.lowercased()] == nil {
          table[context, default: [:]][name.lowercased()] = action
        }
      }
    }
    return table
  }
}
