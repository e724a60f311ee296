/// What the story flow wants done: music and sounds, a chapter started, progress saved,
/// settings applied, the game closed. The platform acts on these; tests record them.
public enum StoryEffect: Sendable, Equatable {
  case game(GameEffect)
  /// Start an attempt at the chapter now (with Auto-Assist or not).
  case startChapter(ChapterID, autoAssist: Bool)
  /// Write the progress file (atomically).
  case saveProgress(StoryProgress)
  /// The settings screen changed a value: apply it at once and store it.
  case applySettings(MenuSettings)
  /// Open the offset calibration screen; the settings screen is back when it closes.
  case calibrate
  /// Open practice mode on Chapter 4's map; the chapter select is back when it closes.
  case practice
  case quit
}
