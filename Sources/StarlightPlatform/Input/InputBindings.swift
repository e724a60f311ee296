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
}
