extension CipherRules {
  /// The figures of the attempt: a clear scores 1000 plus points for every move and
  /// whole second left; otherwise the score is the rings locked, in permille of them all.
  public func summary() -> ChapterSummary {
    // Attempts start at time 0.
    let elapsed = max(0, endTime ?? now)
    let rings = "\(lockedCount) of \(self.rings.count) rings locked"
    let headline: String
    let score: Int
    switch (outcome, failure) {
    case (.cleared, _):
      headline = "Code cracked with \(movesLeft) \(movesLeft == 1 ? "move" : "moves") to spare"
      score =
        Self.clearScore + movesLeft * tuning.pointsPerMoveLeft
        + Int(timeLeft / .perSecond) * tuning.pointsPerSecondLeft
    case (.failed, .outOfMoves):
      headline = "Out of moves with \(rings)"
      score = lockedPermille
    case (.failed, _):
      headline = "Time ran out with \(rings)"
      score = lockedPermille
    case (.playing, _):
      headline = "\(rings), \(movesLeft) moves left"
      score = lockedPermille
    }
    return ChapterSummary(
      chapter: .cipher, outcome: outcome, score: score, headline: headline,
      details: [
        .init("Rings locked", "\(lockedCount) of \(self.rings.count)"),
        .init("Moves used", "\(movesUsed) of \(moveBudget)"),
        .init("Moves left", "\(movesLeft)"),
        .init("Time left", Self.secondsText(timeLeft)),
        .init("Time taken", Self.secondsText(elapsed)),
      ])
  }

  /// What a clear scores before the moves and time bonus.
  static let clearScore = 1_000

  /// The rings locked in permille of them all: a failure's score, below any clear's.
  var lockedPermille: Int { lockedCount * 1_000 / max(1, rings.count) }

  /// Whole seconds and tenths, cut rather than rounded so a clock never shows time that
  /// is not there ("23.4 s").
  static func secondsText(_ time: Nanoseconds) -> String {
    let tenths = max(0, time) / (Nanoseconds.perSecond / 10)
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
