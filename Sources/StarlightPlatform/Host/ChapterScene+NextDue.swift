import StarlightCore

extension ChapterScene {
  /// The session's next due event; nothing while a finished run is held for the overlay.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? {
    holdsFinishedRun ? nil : session.nextDueInstant(at: now)
  }
}

extension FreePlayScene {
  /// The chart in play's next due event; the song list as often as pumped.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? {
    guard let chapter else { return now + FramePacer.pumpInterval }
    return chapter.nextDue(at: now)
  }
}
