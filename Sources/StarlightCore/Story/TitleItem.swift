/// The title screen's menu, top to bottom.
public enum TitleItem: String, Sendable, CaseIterable {
  case start = "Start"
  /// At the first chapter not yet cleared.
  case continueStory = "Continue"
  /// Any chapter reached so far.
  case chapters = "Chapters"
  case settings = "Settings"
  /// Any chart of the player's imported library, from the song list.
  case freePlay = "Free Play"
  case quit = "Quit"

  public var title: String { rawValue }
}
