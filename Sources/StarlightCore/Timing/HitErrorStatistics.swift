/// The spread of a run's hit errors (press minus note, late positive), as the hit error
/// meter, its histogram and the results screen show it: mean, median, standard deviation,
/// unstable rate, and early and late counts per tier.
public struct HitErrorStatistics: Sendable, Equatable {
  /// Early and late hits in one tier. A hit exactly on time counts as neither.
  public struct TierCount: Sendable, Equatable {
    public let name: String
    public var early: Int
    public var late: Int
  }

  public let count: Int
  /// In milliseconds; nil without hits.
  public let mean: Double?
  public let median: Double?
  /// Population standard deviation, in milliseconds.
  public let standardDeviation: Double?
  public let tiers: [TierCount]

  /// The statistics of `errors` judged under `windows` (a tier found for each by its size).
  public init(errors: [Nanoseconds], windows: HitWindows) {
    count = errors.count
    var tiers = windows.tiers.map { TierCount(name: $0.name, early: 0, late: 0) }
    for error in errors {
      guard let tier = windows.tier(forOffset: error) else { continue }
      if error < 0 { tiers[tier].early += 1 } else if error > 0 { tiers[tier].late += 1 }
    }
    self.tiers = tiers
    let milliseconds = errors.map(\.milliseconds)
    mean = Self.mean(milliseconds)
    median = Self.median(milliseconds)
    if let mean {
      let variance =
        milliseconds.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(milliseconds.count)
      standardDeviation = variance.squareRoot()
    } else {
      standardDeviation = nil
    }
  }

  /// osu!'s unstable rate: ten times the standard deviation in milliseconds.
  public var unstableRate: Double? { standardDeviation.map { $0 * 10 } }

  public var earlyCount: Int { tiers.reduce(0) { $0 + $1.early } }
  public var lateCount: Int { tiers.reduce(0) { $0 + $1.late } }

  static func mean(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  /// The middle value, or the mean of the two middle values of an even count.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
