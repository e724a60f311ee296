/// The one percentile used for every figure (alignment reports, callback and frame CPU,
/// benchmarks, asset checks): nearest rank, so the answer is always one of the values and
/// p50 of an even count is the lower middle.
public enum Percentile {
  /// The smallest value of `sorted` (ascending) with at least `fraction` of the values at
  /// or below it; `fraction` is clamped to 0...1. Nil when there are no values.
  public static func nearestRank<Values: RandomAccessCollection>(
    _ sorted: Values, _ fraction: Double
  ) -> Values.Element? {
    guard !sorted.isEmpty else { return nil }
    let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
    let rank = Int((clamped * Double(sorted.count)).rounded(.up))
    let offset = min(sorted.count - 1, max(0, rank - 1))
    return sorted[sorted.index(sorted.startIndex, offsetBy: offset)]
  }

  /// ``nearestRank(_:_:)`` of `values` in any order.
  public static func of<Value: Comparable>(_ values: some Sequence<Value>, _ fraction: Double)
    -> Value?
  {
    nearestRank(values.sorted(), fraction)
  }
}
