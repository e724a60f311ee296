import StarlightCore

extension InputBindings {
  /// The controls of a chapter in play. Chapter 4 has one lane per column of its map; the
  /// other chapters take one action, on Space, every lane key and every face button or
  /// d-pad direction (the story's chapters are played with whatever hand is on the keys).
  public func inputMode(for chapter: ChapterID, laneCount: Int) -> InputMode {
    guard chapter != .firewall else {
      return .gameplay(
        keyboard: keyboardLanes(laneCount: laneCount), gamepad: gamepadLanes(laneCount: laneCount))
    }
    let keys = ["Space", "Right"] + keyboardLanes(laneCount: 4).flatMap { $0 }
    let buttons = gamepadLanes(laneCount: 1).flatMap { $0 }
    return .gameplay(keyboard: [Self.unique(keys)], gamepad: [Self.unique(buttons)])
  }

  /// What each lane's first key is, to print on screen.
  public func keyLabels(laneCount: Int) -> [String] {
    keyboardLanes(laneCount: laneCount).map { $0.first ?? "" }
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
