/// How offsets are measured and suggested: the calibration scene's tempo and press count,
/// the robust estimator's bound, osu!'s hit count before an in-play suggestion, and the
/// hit error meter's picture.
public struct CalibrationTuning: Sendable, Equatable, Codable {
  /// The calibration scene's beat: a click (or a flash) every this long.
  public var beatInterval: Nanoseconds
  /// Presses before the calibration scene suggests an offset.
  public var minimumPresses: Int
  /// Hits of a run before the overlay (and `replay --json`) suggest an audio offset.
  public var suggestionMinimumHits: Int
  /// Presses further than this many robust deviations from the median are strays.
  public var strayBoundInDeviations: Double
  /// The stray bound is never tighter than this.
  public var minimumStrayBound: Nanoseconds
  /// The width of one bar of the offset histograms.
  public var histogramBinWidth: Nanoseconds
  /// How long a hit's tick stays on the error meter, fading.
  public var meterTickLifetime: Nanoseconds

  public static let defaults = CalibrationTuning(
    beatInterval: .milliseconds(500), minimumPresses: 32, suggestionMinimumHits: 50,
    strayBoundInDeviations: 3.5, minimumStrayBound: .milliseconds(10),
    histogramBinWidth: .milliseconds(5), meterTickLifetime: .seconds(4))

  public var estimator: OffsetEstimator {
    OffsetEstimator(
      minimumPresses: minimumPresses, boundInDeviations: strayBoundInDeviations,
      minimumBound: minimumStrayBound)
  }

  /// Why these values cannot be used, or nil when they can.
  public var problem: String? {
    if beatInterval < .milliseconds(200) || beatInterval > .seconds(2) {
      return "beatInterval must be 200 ms...2 s"
    }
    if minimumPresses < 8 || minimumPresses > 1_000 { return "minimumPresses must be 8...1000" }
    if suggestionMinimumHits < 1 || suggestionMinimumHits > 100_000 {
      return "suggestionMinimumHits must be 1...100000"
    }
    if !(strayBoundInDeviations >= 1 && strayBoundInDeviations <= 10) {
      return "strayBoundInDeviations must be 1...10"
    }
    if minimumStrayBound < 0 || minimumStrayBound > .seconds(1) {
      return "minimumStrayBound must be 0...1 s"
    }
    if histogramBinWidth < .milliseconds(1) || histogramBinWidth > .milliseconds(50) {
      return "histogramBinWidth must be 1...50 ms"
    }
    if meterTickLifetime <= 0 || meterTickLifetime > .seconds(60) {
      return "meterTickLifetime must be above 0 and at most 60 s"
    }
    return nil
  }
}
