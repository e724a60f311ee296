extension ChapterSession {
  /// The media instant by which `update` must next run for time alone to be applied on
  /// time (a note's window closing, a scripted press, the count-in's or the outro's end);
  /// nil when nothing is due before the next input (paused, finished, or waiting on the
  /// player). The live host's judging thread sleeps until then.
  public func nextDueInstant(at now: Nanoseconds) -> Nanoseconds? {
    switch phase {
    case .countIn(let resumeAt): return resumeAt
    case .playing: break
    default: return nil
    }
    var due = stepper.nextDueStep
    if stepper.rules.outcome != .playing, let end = stepper.rules.endTime {
      let outroEnd = end + context.tuning.story.outroDuration
      due = min(due ?? outroEnd, outroEnd)
    }
    guard let due else { return nil }
    // Rounded up: never a wake just before the step.
    return now + context.playback.rate.realDuration(ofSong: max(0, due - judgingTime(at: now)))
  }
}
