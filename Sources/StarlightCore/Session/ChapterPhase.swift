/// Where an attempt at a chapter is. Menus carry their selected row.
public enum ChapterPhase: Sendable, Equatable {
  case playing
  case paused(selection: PauseMenuItem)
  /// Resume was chosen: play goes on at media instant `resumeAt`, after a count-in.
  case countIn(resumeAt: Nanoseconds)
  /// The rules reached an outcome and the outro has passed: the result is the story's now.
  case finished(ChapterOutcome)
  /// The player quit from the pause menu.
  case quit
}

public enum PauseMenuItem: String, Sendable, CaseIterable {
  case resume = "Resume"
  case restart = "Restart"
  case quit = "Quit"
}

extension CaseIterable where Self: Equatable, AllCases == [Self] {
  /// The neighbouring item, wrapping around, for menu navigation.
  public func moved(by delta: Int) -> Self {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + delta + all.count) % all.count]
  }
}
