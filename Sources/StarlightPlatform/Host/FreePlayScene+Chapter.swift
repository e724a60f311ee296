import StarlightCore

/// What Free Play hands to the chart being played, while one is.
extension FreePlayScene {
  /// F3: the selected chart plays under the next judge from now on.
  func pickNextJudge(now: Nanoseconds) {
    guard let entry = list.selected else { return }
    let picks = library.judges
    picks.setPick(entry.chartHash, JudgeID.cycled(picks.pick(entry.chartHash), by: 1))
    click(now: now)
  }

  func handle(_ input: StampedInput) { chapter?.handle(input) }

  func handle(overlay input: OverlayInput, now: Nanoseconds) {
    chapter?.handle(overlay: input, now: now)
  }

  func interrupt(now: Nanoseconds) { chapter?.interrupt(now: now) }
  func resumeAfterInterruption(now: Nanoseconds) { chapter?.resumeAfterInterruption(now: now) }

  func close(now: Nanoseconds) { chapter?.close(now: now) }
}
