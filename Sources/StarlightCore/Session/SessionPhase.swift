/// Where the Firewall session is. Menus carry their selected row.
public enum SessionPhase: Sendable, Equatable {
  case playing
  case paused(selection: PauseMenuItem)
  case failed(selection: RetryMenuItem)
  case results(selection: RetryMenuItem)
  case quitting
}

public enum PauseMenuItem: String, Sendable, CaseIterable {
  case resume = "Resume"
  case restart = "Restart"
  case quit = "Quit"
}

public enum RetryMenuItem: String, Sendable, CaseIterable {
  case retry = "Retry"
  case quit = "Quit"
}

extension CaseIterable where Self: Equatable, AllCases == [Self] {
  /// The neighbouring item, wrapping around, for menu navigation.
  func moved(by delta: Int) -> Self {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + delta + all.count) % all.count]
  }
}
