extension NetworkRules {
  /// The figures of the attempt ("3 networks routed, integrity 80 %"): a clear scores its
  /// points plus points for the integrity kept and the seconds left; otherwise the score
  /// is the right links made.
  public func summary() -> ChapterSummary {
    let elapsed = max(0, endTime ?? now)
    let headline: String
    let score: Int
    let networks = rounds.count == 1 ? "1 network" : "\(rounds.count) networks"
    let secondsLeft = Int(timeLeft / .perSecond)
    switch outcome {
    case .cleared:
      headline = "\(networks) routed, integrity \(integrityPercent) %"
      score =
        tuning.clearPoints + integrityPercent * tuning.pointsPerIntegrityPercent
        + secondsLeft * tuning.pointsPerSecondLeft
    case .failed:
      let reason = integrity == 0 ? "Integrity lost" : "Time ran out"
      headline = "\(reason) in network \(roundIndex + 1) of \(rounds.count)"
      score = linkCount * tuning.pointsPerLink
    case .playing:
      headline = "Network \(roundIndex + 1) of \(rounds.count), integrity \(integrityPercent) %"
      score = linkCount * tuning.pointsPerLink
    }
    return ChapterSummary(
      chapter: .network, outcome: outcome, score: score, headline: headline,
      details: [
        .init("Networks routed", "\(routedRounds) of \(rounds.count)"),
        .init("Integrity", "\(integrityPercent) %"),
        .init("Wrong links", "\(wrongLinkCount)"),
        .init("Time left", Self.secondsText(timeLeft)),
        .init("Time taken", Self.secondsText(elapsed)),
      ])
  }

  /// Rounds linked all the way through.
  public var routedRounds: Int { outcome == .cleared ? rounds.count : roundIndex }

  /// Whole seconds and tenths, cut rather than rounded so a clock never shows time that
  /// is not there ("23.4 s").
  static func secondsText(_ time: Nanoseconds) -> String {
    let tenths = max(0, time) / (Nanoseconds.perSecond / 10)
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
