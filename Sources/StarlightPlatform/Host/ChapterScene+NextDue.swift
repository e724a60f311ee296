import StarlightCore

extension ChapterScene {
  /// The session's next due event; nothing while a finished run is held for the overlay.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? {
    holdsFinishedRun ? nil : session.nextDueInstant(at: now)
  }
}

extension FreePlayScene {
  /// The chart in play's next due event. On the song list: a chart chosen starts at once,
  /// a preview on its delay; imports and decodes finishing are seen within the judging
  /// thread's longest sleep, keys wake it.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? {
    guard let chapter else { return chosen != nil ? now : pendingPreview?.at }
    return chapter.nextDue(at: now)
  }
}
