import StarlightCore

extension InputBindings {
  /// The controls of a chapter in play, as its catalog entry names them. A chart has one
  /// lane per column; the steered chapters have the `MoveControl` lanes; the others take one
  /// action, on Space, every lane key and every face button or d-pad direction (the story's
  /// chapters are played with whatever hand is on the keys). The sticks and triggers arrive
  /// as axes.
  public func inputMode(for controls: ChapterControls, laneCount: Int) -> InputMode {
    switch controls {
    case .chartLanes:
      return .gameplay(
        keyboard: keyboardLanes(laneCount: laneCount), gamepad: gamepadLanes(laneCount: laneCount))
    case .steer(let shoulders):
      return .gameplay(
        keyboard: MoveControl.allCases.map(Self.moveKeys),
        gamepad: MoveControl.allCases.map { Self.moveButtons($0, shoulders: shoulders) })
    case .oneAction:
      let keys = [Self.holdKey, Self.pushKey] + keyboardLanes(laneCount: 4).flatMap { $0 }
      let buttons = gamepadLanes(laneCount: 1).flatMap { $0 }
      return .gameplay(keyboard: [Self.unique(keys)], gamepad: [Self.unique(buttons)])
    }
  }

  /// Chapters 1 and 6 take Space and Right whatever is bound, besides every lane key.
  static let holdKey = "Space"
  static let pushKey = "Right"

  /// What each lane's first key is, to print on screen.
  public func keyLabels(laneCount: Int) -> [String] {
    keyboardLanes(laneCount: laneCount).map { $0.first ?? "" }
  }

  /// Arrows and WASD steer; Space, Enter and J act.
  static func moveKeys(_ control: MoveControl) -> [String] {
    switch control {
    case .up: ["Up", "W"]
    case .down: ["Down", "S"]
    case .left: ["Left", "A"]
    case .right: ["Right", "D"]
    case .action: ["Space", "Return", "J"]
    }
  }

  /// The d-pad steers and A acts; with `shoulders` (Chapter 3) the shoulder buttons also
  /// move up and down (its rings).
  static func moveButtons(_ control: MoveControl, shoulders: Bool) -> [String] {
    switch control {
    case .up: return ["dpup"] + (shoulders ? ["leftshoulder"] : [])
    case .down: return ["dpdown"] + (shoulders ? ["rightshoulder"] : [])
    case .left: return ["dpleft"]
    case .right: return ["dpright"]
    case .action: return ["a"]
    }
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
