/// Estimates a constant offset from press errors that are mostly a steady player's (normal
/// jitter around the offset) with a few stray presses (a missed beat, a double tap).
///
/// The median finds the centre without letting strays pull it; the median absolute
/// deviation scales a bound around it; presses beyond the bound are dropped, and the mean of
/// the rest is the estimate. The mean of the inliers is nearly as sharp as the mean of
/// clean data (the median alone would be 25 % wider), and strays beyond the bound move it not
/// at all. No well-kept Swift library offers a robust location estimate, hence by hand.
public struct OffsetEstimator: Sendable, Equatable {
  /// Presses needed before an estimate is given.
  public var minimumPresses: Int
  /// The bound, in robust standard deviations (1.4826 x MAD) from the median.
  public var boundInDeviations: Double
  /// The bound is never tighter than this, so a very steady player's few presses a little
  /// further out still count.
  public var minimumBound: Nanoseconds

  public init(minimumPresses: Int, boundInDeviations: Double = 3.5, minimumBound: Nanoseconds) {
    self.minimumPresses = minimumPresses
    self.boundInDeviations = boundInDeviations
    self.minimumBound = minimumBound
  }

  /// Scales the median absolute deviation to a standard deviation for normal data.
  static let madToDeviation = 1.4826

  public func estimate(_ errors: [Nanoseconds]) -> OffsetEstimate? {
    guard errors.count >= max(1, minimumPresses) else { return nil }
    let values = errors.map(Double.init)
    guard let median = HitErrorStatistics.median(values),
      let mad = HitErrorStatistics.median(values.map { abs($0 - median) })
    else { return nil }
    let bound = max(Double(minimumBound), boundInDeviations * Self.madToDeviation * mad)
    let kept = values.filter { abs($0 - median) <= bound }
    guard let mean = HitErrorStatistics.mean(kept) else { return nil }
    let variance = kept.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(kept.count)
    let spread = variance.squareRoot()
    return OffsetEstimate(
      offset: Nanoseconds(mean.rounded()), spread: Nanoseconds(spread.rounded()),
      confidence: Nanoseconds((1.96 * spread / Double(kept.count).squareRoot()).rounded()),
      kept: kept.count, dropped: values.count - kept.count)
  }
}
