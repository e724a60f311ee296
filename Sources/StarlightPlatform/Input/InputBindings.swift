/// Which keys and controller buttons play which lane, per lane count. Stored in the
/// settings file; these are the defaults (documented in the README).
public struct InputBindings: Sendable, Equatable, Codable {
  /// Lane count (as a string, for JSON) to, per lane, the SDL key names that play it.
  public var keyboard: [String: [[String]]]
  /// Lane count to, per lane, the SDL game controller button names that play it.
  public var gamepad: [String: [[String]]]

  public init(keyboard: [String: [[String]]], gamepad: [String: [[String]]]) {
    self.keyboard = keyboard
    self.gamepad = gamepad
  }

  public static let defaults = InputBindings(
    keyboard: [
      "1": [["Space", "J", "F"]],
      "2": [["F", "Left"], ["J", "Right"]],
      "3": [["F", "Left"], ["J", "Down"], ["K", "Right"]],
      "4": [["D", "Left"], ["F", "Down"], ["J", "Up"], ["K", "Right"]],
    ],
    gamepad: [
      "1": [["a", "b", "x", "y", "dpleft", "dpright", "dpup", "dpdown"]],
      "2": [["dpleft", "x"], ["dpright", "b"]],
      "3": [["dpleft", "x"], ["dpdown", "a"], ["dpright", "b"]],
      "4": [["dpleft", "x"], ["dpdown", "a"], ["dpup", "y"], ["dpright", "b"]],
    ])

  public func keyboardLanes(laneCount: Int) -> [[String]] {
    keyboard[String(laneCount)] ?? Self.defaults.keyboard[String(laneCount)] ?? []
  }

  public func gamepadLanes(laneCount: Int) -> [[String]] {
    gamepad[String(laneCount)] ?? Self.defaults.gamepad[String(laneCount)] ?? []
  }
}
