/// What a Firewall session asks of the platform beyond the rules' own effects.
public enum SessionEffect: Sendable, Equatable {
  /// Play the chapter's music so that its position is `position` now; a negative
  /// position means "start after that much silence".
  case playMusic(from: Nanoseconds)
  case pauseMusic
  case resumeMusic(at: Nanoseconds)
  case stopMusic
  case stopRumble
  /// An attempt ended (cleared, failed, or abandoned by restart/quit): save its replay.
  case attemptFinished(Replay, RunSummary)
  case quit
}
