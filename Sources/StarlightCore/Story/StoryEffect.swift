/// What the story flow wants done: music and sounds, a chapter started, progress saved,
/// the settings opened, the game closed. The platform acts on these; tests record them.
public enum StoryEffect: Sendable, Equatable {
  case game(GameEffect)
  /// Start an attempt at the chapter now (with Auto-Assist or not).
  case startChapter(ChapterID, autoAssist: Bool)
  /// Write the progress file (atomically).
  case saveProgress(StoryProgress)
  /// Open the settings pages (`SettingsScreen`); the title screen is back when they close.
  case openSettings
  /// Open practice mode on Chapter 4's map; the chapter select is back when it closes.
  case practice
  /// Open the Free Play song list; the title screen is back when it closes.
  case freePlay
  case quit
}
