/// Which keys and controller buttons play which lane, per lane count, and which do the
/// menus' and play's other actions (`MenuAction`). Stored in the settings file; these are
/// the defaults (documented in Docs/Settings.md).
public struct InputBindings: Sendable, Equatable, Codable {
  /// Lane count (as a string, for JSON) to, per lane, the SDL key names that play it.
  public var keyboard: [String: [[String]]]
  /// Lane count to, per lane, the SDL game controller button names that play it.
  public var gamepad: [String: [[String]]]
  /// Action (`MenuAction`'s raw value) to the SDL key names that do it.
  public var menuKeyboard: [String: [String]]
  /// Action to the SDL game controller button names that do it.
  public var menuGamepad: [String: [String]]

  public init(
    keyboard: [String: [[String]]], gamepad: [String: [[String]]],
    menuKeyboard: [String: [String]] = Self.defaultMenuKeyboard,
    menuGamepad: [String: [String]] = Self.defaultMenuGamepad
  ) {
    self.keyboard = keyboard
    self.gamepad = gamepad
    self.menuKeyboard = menuKeyboard
    self.menuGamepad = menuGamepad
  }

  private enum CodingKeys: String, CodingKey {
    case keyboard, gamepad, menuKeyboard, menuGamepad
  }

  /// Files from before the menus were bound hold lanes only: their menus are the defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      keyboard: try container.decode([String: [[String]]].self, forKey: .keyboard),
      gamepad: try container.decode([String: [[String]]].self, forKey: .gamepad),
      menuKeyboard: try container.decodeIfPresent([String: [String]].self, forKey: .menuKeyboard)
        ?? Self.defaultMenuKeyboard,
      menuGamepad: try container.decodeIfPresent([String: [String]].self, forKey: .menuGamepad)
        ?? Self.defaultMenuGamepad)
  }

  /// The menus' keys: arrows and WASD move, Enter and Space confirm, Backspace goes back
  /// (Esc always does), Tab and the page keys turn pages, P pauses in play (Esc always
  /// does), the brackets move the lane cover, M mutes, F12 takes a screenshot.
  public static let defaultMenuKeyboard: [String: [String]] = [
    MenuAction.up.rawValue: ["Up", "W"],
    MenuAction.down.rawValue: ["Down", "S"],
    MenuAction.left.rawValue: ["Left", "A"],
    MenuAction.right.rawValue: ["Right", "D"],
    MenuAction.confirm.rawValue: ["Return", "Space", "Keypad Enter"],
    MenuAction.back.rawValue: ["Backspace"],
    MenuAction.previousPage.rawValue: ["PageUp"],
    MenuAction.nextPage.rawValue: ["Tab", "PageDown"],
    MenuAction.pause.rawValue: ["P"],
    MenuAction.coverDown.rawValue: ["["],
    MenuAction.coverUp.rawValue: ["]"],
    MenuAction.mute.rawValue: ["M"],
    MenuAction.screenshot.rawValue: ["F12"],
  ]

  /// The pad's: the d-pad moves, A confirms, B goes back, the shoulders turn pages (Start
  /// and Back always pause and go back).
  public static let defaultMenuGamepad: [String: [String]] = [
    MenuAction.up.rawValue: ["dpup"],
    MenuAction.down.rawValue: ["dpdown"],
    MenuAction.left.rawValue: ["dpleft"],
    MenuAction.right.rawValue: ["dpright"],
    MenuAction.confirm.rawValue: ["a"],
    MenuAction.back.rawValue: ["b"],
    MenuAction.previousPage.rawValue: ["leftshoulder"],
    MenuAction.nextPage.rawValue: ["rightshoulder"],
  ]

  public static let defaults = InputBindings(
    keyboard: [
      "1": [["Space", "J", "F"]],
      "2": [["F", "Left"], ["J", "Right"]],
      "3": [["F", "Left"], ["J", "Down"], ["K", "Right"]],
      "4": [["D", "Left"], ["F", "Down"], ["J", "Up"], ["K", "Right"]],
      // More lanes (imported StepMania / osu!mania charts): the home row outwards from the
      // index fingers, Space for a middle lane.
      "5": [["D"], ["F"], ["Space"], ["J"], ["K"]],
      "6": [["S"], ["D"], ["F"], ["J"], ["K"], ["L"]],
      "7": [["S"], ["D"], ["F"], ["Space"], ["J"], ["K"], ["L"]],
      "8": [["A"], ["S"], ["D"], ["F"], ["J"], ["K"], ["L"], [";"]],
      "9": [["A"], ["S"], ["D"], ["F"], ["Space"], ["J"], ["K"], ["L"], [";"]],
      "10": [["A"], ["S"], ["D"], ["F"], ["V"], ["N"], ["J"], ["K"], ["L"], [";"]],
    ],
    gamepad: [
      "1": [["a", "b", "x", "y", "dpleft", "dpright", "dpup", "dpdown"]],
      "2": [["dpleft", "x"], ["dpright", "b"]],
      "3": [["dpleft", "x"], ["dpdown", "a"], ["dpright", "b"]],
      "4": [["dpleft", "x"], ["dpdown", "a"], ["dpup", "y"], ["dpright", "b"]],
      // Left hand on the d-pad, right hand on the face buttons, shoulders in the middle.
      "5": [["dpleft"], ["dpdown"], ["leftshoulder", "rightshoulder"], ["a"], ["b"]],
      "6": [["dpleft"], ["dpdown"], ["dpright"], ["x"], ["a"], ["b"]],
      "7": [
        ["dpleft"], ["dpdown"], ["dpright"], ["leftshoulder", "rightshoulder"], ["x"], ["a"], ["b"],
      ],
      "8": [["dpleft"], ["dpdown"], ["dpup"], ["dpright"], ["x"], ["a"], ["y"], ["b"]],
      "9": [
        ["dpleft"], ["dpdown"], ["dpup"], ["dpright"], ["leftshoulder", "rightshoulder"], ["x"],
        ["a"], ["y"], ["b"],
      ],
      "10": [
        ["dpleft"], ["dpdown"], ["dpup"], ["dpright"], ["leftshoulder"], ["rightshoulder"], ["x"],
        ["a"], ["y"], ["b"],
      ],
    ])

  public func keyboardLanes(laneCount: Int) -> [[String]] {
    keyboard[String(laneCount)] ?? Self.defaults.keyboard[String(laneCount)] ?? []
  }

  public func gamepadLanes(laneCount: Int) -> [[String]] {
    gamepad[String(laneCount)] ?? Self.defaults.gamepad[String(laneCount)] ?? []
  }

  /// The names that do `action` on `device` (the default when the file has none for it).
  public func names(of action: MenuAction, on device: BindingSlot.Device) -> [String] {
    switch device {
    case .keyboard: menuKeyboard[action.rawValue] ?? Self.defaultMenuKeyboard[action.rawValue] ?? []
    case .gamepad: menuGamepad[action.rawValue] ?? Self.defaultMenuGamepad[action.rawValue] ?? []
    }
  }
}
