import StarlightCore

/// What Free Play hands to the chart being played, while one is.
extension FreePlayScene {
  func handle(_ input: StampedInput) { chapter?.handle(input) }

  func handle(overlay input: OverlayInput, now: Nanoseconds) {
    chapter?.handle(overlay: input, now: now)
  }

  func interrupt(now: Nanoseconds) { chapter?.interrupt(now: now) }
  func resumeAfterInterruption(now: Nanoseconds) { chapter?.resumeAfterInterruption(now: now) }

  func close(now: Nanoseconds) { chapter?.close(now: now) }
}
