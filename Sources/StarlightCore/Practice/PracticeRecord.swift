/// What a practice run's replay holds besides the attempt's own fields: the plan's loops,
/// gap and count-in, and every pass played, each an attempt of its own over the section
/// (replay format version 5). The section, rate and pitch are the replay's `playback`.
public struct PracticeRecord: Sendable, Equatable {
  public var loops: PracticePlan.Loops
  public var gap: Nanoseconds
  public var countInBeats: Int
  public var passes: [PracticePass]

  public init(
    loops: PracticePlan.Loops, gap: Nanoseconds, countInBeats: Int, passes: [PracticePass] = []
  ) {
    self.loops = loops
    self.gap = gap
    self.countInBeats = countInBeats
    self.passes = passes
  }

  public init(plan: PracticePlan, passes: [PracticePass] = []) {
    self.init(
      loops: plan.loops, gap: plan.gap, countInBeats: plan.countInBeats, passes: passes)
  }
}

/// One pass of a practice run: which, where in the song it began (the section's start, or
/// where the player sought to), its actions in song time, as a plain attempt records them,
/// and the outcome the pass reached when played (version 6), which `replay check` expects.
public struct PracticePass: Sendable, Equatable {
  public var number: Int
  public var start: Nanoseconds
  public var actions: [PlayerAction]
  public var stoppedAt: Nanoseconds?
  public var ending: AttemptEnding?
  public var expected: ExpectedOutcome?

  public init(
    number: Int, start: Nanoseconds, actions: [PlayerAction], stoppedAt: Nanoseconds? = nil,
    ending: AttemptEnding? = nil, expected: ExpectedOutcome? = nil
  ) {
    self.number = number
    self.start = start
    self.actions = actions
    self.stoppedAt = stoppedAt
    self.ending = ending
    self.expected = expected
  }
}

extension Replay {
  /// Each pass of a practice replay as the plain attempt it was: the section from where the
  /// pass began, its actions and how it ended. Re-simulating them one by one through
  /// `ReplaySimulator` judges them exactly as the live passes were judged.
  public var passReplays: [Replay] {
    guard let practice, let section = playback.section else { return [] }
    return practice.passes.map { pass in
      var attempt = self
      attempt.practice = nil
      attempt.playback.section = PracticeSection(checkedStart: pass.start, end: section.end)
      attempt.actions = pass.actions
      attempt.stoppedAt = pass.stoppedAt
      attempt.ending = pass.ending
      attempt.expected = pass.expected
      attempt.tuningChanges = []
      attempt.audioOffsetChanges = []
      return attempt
    }
  }
}
