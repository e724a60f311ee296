/// The result screen's choices: Next, Retry and Menu after a clear; Retry and Menu after
/// a failure.
public enum ResultItem: String, Sendable, CaseIterable {
  case next = "Next"
  case retry = "Retry"
  case menu = "Menu"

  public var title: String { rawValue }

  public static func items(for outcome: ChapterOutcome) -> [ResultItem] {
    outcome == .cleared ? [.next, .retry, .menu] : [.retry, .menu]
  }
}
