extension HeartsRules {
  /// The figures of the attempt: points for every heart collected, and at a clear points
  /// for every second left on the clock.
  public func summary() -> ChapterSummary {
    // Attempts start at time 0.
    let elapsed = max(0, endTime ?? now)
    let hearts = "\(collected) of \(tuning.target) hearts"
    let headline: String
    var score = collected * tuning.pointsPerHeart
    switch outcome {
    case .cleared:
      headline = "\(hearts) with \(Self.secondsText(timeLeft)) left"
      score += Int(timeLeft * Int64(tuning.pointsPerSecondLeft) / .perSecond)
    case .failed:
      headline = "\(hearts), time ran out"
    case .playing:
      headline = "\(hearts), \(Self.secondsText(timeLeft)) left"
    }
    return ChapterSummary(
      chapter: .hearts, outcome: outcome, score: score, headline: headline,
      details: [
        .init("Hearts", "\(collected) / \(tuning.target)"),
        .init("Time left", Self.secondsText(timeLeft)),
        .init("Time taken", Self.secondsText(elapsed)),
      ])
  }

  /// Whole seconds and tenths, cut rather than rounded so a clock never shows time that
  /// is not there ("9.3 s").
  static func secondsText(_ time: Nanoseconds) -> String {
    let tenths = max(0, time) / (Nanoseconds.perSecond / 10)
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
