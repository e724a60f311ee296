/// Chapter 1's figures: capacitors and shorts score, the rest is shown.
extension PowerUpRules {
  public func summary() -> ChapterSummary {
    let earned = capacitorsDone * tuning.pointsPerCapacitor - shorts * tuning.pointsLostPerShort
    let shortWord = shorts == 1 ? "short" : "shorts"
    return ChapterSummary(
      chapter: .powerUp, outcome: outcome, score: max(0, earned),
      headline: "\(capacitorsDone) of \(capacitorsNeeded) capacitors, \(shorts) \(shortWord)",
      details: [
        ChapterSummary.Detail("Capacitors", "\(capacitorsDone) of \(capacitorsNeeded)"),
        ChapterSummary.Detail("Shorts", "\(shorts) of \(shortsToFail)"),
        ChapterSummary.Detail("Missed releases", "\(missedReleases)"),
        ChapterSummary.Detail("Full band", Self.percentRange(band)),
      ])
  }

  /// "80.0-94.0 %" for a band in permille.
  private static func percentRange(_ band: ClosedRange<Int>) -> String {
    func percent(_ permille: Int) -> String { "\(permille / 10).\(permille % 10)" }
    return "\(percent(band.lowerBound))-\(percent(band.upperBound)) %"
  }
}
