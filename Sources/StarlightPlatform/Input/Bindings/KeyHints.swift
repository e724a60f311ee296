import StarlightCore

/// The keys and buttons that footers, chapter hints and prompts name, read from the player's
/// bindings (issue 35): a key the player moved is named where it is now, and the default
/// bindings read as the hints always have ("Up/Down", "Enter", "D", "A").
public struct KeyHints: Sendable, Equatable {
  public let bindings: InputBindings

  public init(_ bindings: InputBindings) {
    self.bindings = bindings
  }

  public static let defaults = KeyHints(.defaults)

  /// Esc goes back and pauses whatever is bound (`MenuAction.fixedKeys`).
  public static let escape = "Esc"

  /// The first key bound to `action`, as a key cap names it ("Enter" for SDL's "Return").
  public func key(_ action: MenuAction) -> String {
    Self.keyName(bindings.names(of: action, on: .keyboard).first)
  }

  /// The first pad button bound to `action` ("A", "LB").
  public func button(_ action: MenuAction) -> String {
    Self.buttonName(bindings.names(of: action, on: .gamepad).first)
  }

  /// Two actions' keys as one cap: "Up/Down", "Left/Right".
  public func keys(_ first: MenuAction, _ second: MenuAction) -> String {
    "\(key(first))/\(key(second))"
  }

  /// Two actions' pad buttons as one cap: "D-pad up/down".
  public func buttons(_ first: MenuAction, _ second: MenuAction) -> String {
    let (one, other) = (button(first), button(second))
    let dpad = "D-pad "
    guard one.hasPrefix(dpad), other.hasPrefix(dpad) else { return "\(one)/\(other)" }
    return "\(one)/\(other.dropFirst(dpad.count))"
  }

  /// The first key of lane `lane` (from 0) of `laneCount` lanes.
  public func laneKey(_ lane: Int, of laneCount: Int) -> String {
    let lanes = bindings.keyboardLanes(laneCount: laneCount)
    return Self.keyName(lanes.indices.contains(lane) ? lanes[lane].first : nil)
  }

  /// The first pad button of lane `lane` (from 0) of `laneCount` lanes.
  public func laneButton(_ lane: Int, of laneCount: Int) -> String {
    let lanes = bindings.gamepadLanes(laneCount: laneCount)
    return Self.buttonName(lanes.indices.contains(lane) ? lanes[lane].first : nil)
  }

  /// A vertical menu's footer: move, confirm, and Esc doing `back`.
  public func menuFooter(back: String = "Back") -> [(key: String, action: String)] {
    [(keys(.up, .down), "Select"), (key(.confirm), "Confirm"), (Self.escape, back)]
  }

  /// The keys play reads besides the lanes, as the chapters' corner line lists them.
  public var playHelp: String {
    "\(Self.escape): pause   \(key(.screenshot)): screenshot   \(key(.mute)): mute"
  }

  /// SDL's key name as a key cap shows it; "none" when nothing is bound.
  static func keyName(_ name: String?) -> String {
    guard let name else { return "none" }
    return keyCaps[name.lowercased()] ?? name
  }

  /// SDL's game controller button name as the pad's face prints it (an Xbox layout, as
  /// SDL's names are); "none" when nothing is bound.
  static func buttonName(_ name: String?) -> String {
    guard let name else { return "none" }
    return buttonCaps[name.lowercased()] ?? name.uppercased()
  }

  private static let keyCaps: [String: String] = [
    "return": "Enter", "escape": "Esc", "keypad enter": "Enter", "backspace": "Backspace",
  ]

  private static let buttonCaps: [String: String] = [
    "dpup": "D-pad up", "dpdown": "D-pad down", "dpleft": "D-pad left", "dpright": "D-pad right",
    "leftshoulder": "LB", "rightshoulder": "RB", "leftstick": "LS", "rightstick": "RS",
    "start": "Start", "back": "Back", "guide": "Guide",
  ]
}
