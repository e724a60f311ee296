import StarlightCore

/// The Input page's bindings (issue 22): the lanes of one lane count on one device (both
/// chosen on the page), each with its keys; Enter on a lane waits for a key or pad button
/// (`Rebinder`), a key bound elsewhere is asked about; the lane count's lanes or every
/// binding go back to the defaults. A change is saved to `settings.json` at once and handed
/// to the game (`onChange`), which plays with it from the next attempt and the next menu.
final class BindingsPage: SettingsPageSource {
  private(set) var rebinder: Rebinder
  private(set) var laneCount = 4
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
  }

  /// Waiting for a key (the scene reads every key as one: `InputMode.capture`).
  var isCapturing: Bool { rebinder.isCapturing }

  /// Takes an edit of one of these rows (false: not one of them).
  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool {
    switch edit {
    case .step(Key.laneCount, let steps):
      let counts = Array(BindingSlot.laneCounts)
      let index = (counts.firstIndex(of: laneCount) ?? 0) + steps
      laneCount = counts[(index % counts.count + counts.count) % counts.count]
    case .step(Key.device, _):
      device = device == .keyboard ? .gamepad : .keyboard
    case .activate(Key.resetLanes):
      rebinder.resetLanes(laneCount, device: device)
      onChange(rebinder.bindings)
    case .activate(Key.resetAll):
      rebinder.resetAll()
      onChange(rebinder.bindings)
    case .activate(let key):
      guard let lane = (0..<laneCount).first(where: { Key.lane($0) == key }) else { return false }
      rebinder.begin(BindingSlot(device: device, laneCount: laneCount, lane: lane))
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

  var page: SettingsPage {
    let bindings = rebinder.bindings
    let lanes = (0..<laneCount).map { lane -> SettingsRow in
      let slot = BindingSlot(device: device, laneCount: laneCount, lane: lane)
      let names = bindings.names(slot)
      let waiting: Bool
      switch rebinder.state {
      case .waiting(let chosen), .conflict(let chosen, _, _): waiting = chosen == slot
      case .idle: waiting = false
      }
      return SettingsRow(
        key: Key.lane(lane), title: "Lane \(lane + 1)", kind: .action,
        value: waiting
          ? "press a key..." : (names.isEmpty ? "none" : names.joined(separator: " / ")),
        applies: .atOnce, note: rebinder.message ?? "Enter, then a key or pad button.")
    }
    let counts = Array(BindingSlot.laneCounts)
    return SettingsPage(
      id: .input,
      rows: [
        .choice(
          Key.laneCount, "Keys for",
          SettingsChoice(
            options: counts.map { "\($0) lane\($0 == 1 ? "" : "s")" },
            index: counts.firstIndex(of: laneCount)), applies: nil),
        .choice(
          Key.device, "Device",
          SettingsChoice(options: ["Keyboard", "Gamepad"], index: device == .keyboard ? 0 : 1),
          applies: nil),
      ] + lanes + [
        SettingsRow(
          key: Key.resetLanes, title: "Reset these \(laneCount) lanes", kind: .action,
          value: "Enter", applies: .atOnce),
        SettingsRow(
          key: Key.resetAll, title: "Reset all bindings", kind: .action, value: "Enter",
          applies: .atOnce),
      ],
      notes: Self.menuKeys)
  }

  /// The menus' keys, which are fixed (they are not bindings of `settings.json`).
  static let menuKeys = [
    "Menu keys (fixed):",
    "Move: arrows, WASD, d-pad",
    "Confirm: Enter, Space, pad A",
    "Back: Esc, Backspace, pad B",
    "Pause in play: Esc, P, Start, Back",
    "Mute: M     Screenshot: F12",
    "While binding: Delete resets the lane,",
    "Esc cancels.",
  ]
}
