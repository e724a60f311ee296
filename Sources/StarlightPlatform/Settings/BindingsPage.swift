import StarlightCore

/// The Input page's bindings (issue 22): the lanes of one lane count, or the menus' and
/// play's actions, on one device (both chosen on the page), each with its keys; Enter on a
/// row waits for a key or pad button (`Rebinder`), a key bound elsewhere is asked about; the
/// rows shown or every binding go back to the defaults. A change is saved to `settings.json`
/// at once and handed to the game (`onChange`): the menus read it at once, play from the
/// next attempt.
final class BindingsPage: SettingsPageSource {
  private(set) var rebinder: Rebinder
  /// The lane count shown; nil: the menu and play actions.
  private(set) var laneCount: Int? = 4
  private(set) var device = BindingSlot.Device.keyboard
  private let onChange: (InputBindings) -> Void

  init(bindings: InputBindings, onChange: @escaping (InputBindings) -> Void) {
    rebinder = Rebinder(bindings: bindings)
    self.onChange = onChange
  }

  enum Key {
    static let laneCount: SettingsRowKey = "bindLaneCount"
    static let device: SettingsRowKey = "bindDevice"
    static let resetLanes: SettingsRowKey = "bindResetLanes"
    static let resetAll: SettingsRowKey = "bindResetAll"
    static func lane(_ lane: Int) -> SettingsRowKey { SettingsRowKey(rawValue: "bindLane\(lane)") }
    static func action(_ action: MenuAction) -> SettingsRowKey {
      SettingsRowKey(rawValue: "bind.\(action.rawValue)")
    }
  }

  /// Waiting for a key (the scene reads every key as one: `InputMode.capture`).
  var isCapturing: Bool { rebinder.isCapturing }

  /// Takes an edit of one of these rows (false: not one of them).
  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool {
    switch edit {
    case .step(Key.laneCount, let steps):
      let index = (Self.shown.firstIndex(of: laneCount) ?? 0) + steps
      laneCount = Self.shown[(index % Self.shown.count + Self.shown.count) % Self.shown.count]
    case .step(Key.device, _):
      device = device == .keyboard ? .gamepad : .keyboard
    case .activate(Key.resetLanes):
      if let laneCount {
        rebinder.resetLanes(laneCount, device: device)
      } else {
        rebinder.resetActions(device: device)
      }
      onChange(rebinder.bindings)
    case .activate(Key.resetAll):
      rebinder.resetAll()
      onChange(rebinder.bindings)
    case .activate(let key):
      guard let target = targets.first(where: { Self.key($0) == key }) else { return false }
      rebinder.begin(target)
    default:
      return false
    }
    return true
  }

  /// A key or button while capturing.
  func handle(press: InputPress) {
    if rebinder.press(press) { onChange(rebinder.bindings) }
  }

  /// Enter (a conflict confirmed) or Esc (the wait or the question dropped) while capturing.
  func handle(_ command: MenuCommand) {
    switch command {
    case .confirm:
      if rebinder.confirm() { onChange(rebinder.bindings) }
    case .back, .pause:
      rebinder.cancel()
    case .up, .down, .left, .right:
      break
    }
  }

  /// The rows, after the Input page's own (rumble).
  func pages() -> [SettingsPage] { [page] }

  /// The choices of "Keys for": each lane count, then the menus (nil).
  private static let shown: [Int?] = BindingSlot.laneCounts.map { $0 } + [nil]

  /// The rows' lanes or actions, on the device shown.
  private var targets: [BindingTarget] {
    guard let laneCount else { return MenuAction.allCases.map { .action($0, device) } }
    return (0..<laneCount).map {
      .lane(BindingSlot(device: device, laneCount: laneCount, lane: $0))
    }
  }

  private static func key(_ target: BindingTarget) -> SettingsRowKey {
    switch target {
    case .lane(let slot): Key.lane(slot.lane)
    case .action(let action, _): Key.action(action)
    }
  }

  var page: SettingsPage {
    let bindings = rebinder.bindings
    let rows = targets.map { target -> SettingsRow in
      let names = bindings.names(target)
      let title =
        switch target {
        case .lane(let slot): "Lane \(slot.lane + 1)"
        case .action(let action, _): action.title
        }
      let what = device == .keyboard ? "keys" : "pad buttons"
      let description =
        switch target {
        case .lane(let slot):
          "The \(what) that play lane \(slot.lane + 1) of \(slot.laneCount); Enter, then press the new one."
        case .action(let action, _):
          "The \(what) for \"\(action.title)\"; Enter, then press the new one."
        }
      return SettingsRow(
        key: Self.key(target), title: title, description: description, kind: .action,
        value: rebinder.chosen == target
          ? "press a key..." : (names.isEmpty ? "none" : names.joined(separator: " / ")),
        applies: .atOnce, note: rebinder.message ?? "Enter, then a key or pad button.")
    }
    return SettingsPage(
      id: .input,
      rows: [
        .choice(
          Key.laneCount, "Keys for",
          SettingsChoice(
            options: Self.shown.map { count in
              count.map { "\($0) lane\($0 == 1 ? "" : "s")" } ?? "Menus and play"
            },
            index: Self.shown.firstIndex(of: laneCount)), applies: nil,
          description:
            "Which bindings are listed below: the lanes of a lane count, or the menus' keys."),
        .choice(
          Key.device, "Device",
          SettingsChoice(options: ["Keyboard", "Gamepad"], index: device == .keyboard ? 0 : 1),
          applies: nil, description: "Whether the keyboard's keys or the pad's buttons are listed."),
      ] + rows + [
        SettingsRow(
          key: Key.resetLanes,
          title: laneCount.map { "Reset these \($0) lanes" } ?? "Reset these menu keys",
          description: "Puts the bindings listed above back to the game's own.", kind: .action,
          value: "Enter", applies: .atOnce),
        SettingsRow(
          key: Key.resetAll, title: "Reset all bindings",
          description:
            "Puts every binding, of every lane count and device, back to the game's own.",
          kind: .action, value: "Enter",
          applies: .atOnce),
      ],
      notes: Self.fixedKeys)
  }

  /// What no binding changes.
  static let fixedKeys = [
    "Keys for: each lane count, then",
    "Menus and play (moves, pages,",
    "pause, lane cover, mute, screenshot).",
    "Fixed: Esc and pad Start/Back go",
    "back and pause; F1 the dev overlay;",
    "in a search field arrows, Tab, Enter.",
    "While binding: Delete resets it,",
    "Esc cancels.",
  ]
}
