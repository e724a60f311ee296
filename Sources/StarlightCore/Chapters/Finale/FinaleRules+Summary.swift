extension FinaleRules {
  /// The figures of the attempt: a clear scores the whole track's progress points plus
  /// points for every second left on the clock; otherwise the score is the furthest the
  /// slider got, in permille of the track.
  public func summary() -> ChapterSummary {
    // Attempts start at time 0.
    let elapsed = max(0, endTime ?? now)
    let headline: String
    let score: Int
    switch outcome {
    case .cleared:
      headline = "Reached the end with \(Self.secondsText(timeLeft)) left"
      score = Self.clearScore + Int(timeLeft * Int64(tuning.pointsPerSecondLeft) / .perSecond)
    case .failed:
      // Where the slider stood when time ran out (it slides back between pushes), and the
      // furthest it got when that was further: the score.
      let furthest =
        furthestPermille / 10 > progressPermille / 10
        ? " (furthest \(furthestPermille / 10) %)" : ""
      headline = "Time ran out with the slider at \(progressPermille / 10) %\(furthest)"
      score = furthestPermille
    case .playing:
      headline = "At \(progressPermille / 10) % of the track, \(Self.secondsText(timeLeft)) left"
      score = furthestPermille
    }
    return ChapterSummary(
      chapter: .finale, outcome: outcome, score: score, headline: headline,
      details: [
        .init("Time left", Self.secondsText(timeLeft)),
        .init("Time taken", Self.secondsText(elapsed)),
        .init("Furthest", "\(furthestPermille / 10) %"),
        .init("Heartbeats", "\(heartbeatCount)"),
      ] + pushDetails)
  }

  /// How the pushes landed, with the heartbeat pushes.
  private var pushDetails: [ChapterSummary.Detail] {
    guard tuning.pushesOnBeat else { return [] }
    return [
      .init("On the beat", "\(beat.perfectCount) perfect, \(beat.goodCount) good"),
      .init("Slips", "\(beat.slipCount)"),
    ]
  }

  /// What a clear scores before the time bonus: all of the track's progress points.
  static let clearScore = 1_000

  /// Whole seconds and tenths, cut rather than rounded so a clock never shows time that
  /// is not there ("23.4 s").
  static func secondsText(_ time: Nanoseconds) -> String {
    let tenths = max(0, time) / (Nanoseconds.perSecond / 10)
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
