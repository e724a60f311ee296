/// Hit errors counted in bins of equal width, symmetric around zero: the bars of the live
/// histogram and of the results screen's. Errors beyond the outermost bin go into it, so
/// every hit shows.
public struct OffsetHistogram: Sendable, Equatable {
  public let binWidth: Nanoseconds
  /// The lower edge of the first bin (negative: early).
  public let lowerEdge: Nanoseconds
  public private(set) var counts: [Int]

  /// Bins of `binWidth` covering -`reach`...`reach`; one bin is centred on zero, so an
  /// on-time hit is neither early nor late in the picture either.
  public init(reach: Nanoseconds, binWidth: Nanoseconds) {
    let width = max(1, binWidth)
    let half = (max(0, reach) + width / 2) / width
    self.binWidth = width
    lowerEdge = -(half * width) - width / 2
    counts = Array(repeating: 0, count: Int(2 * half + 1))
  }

  public init(errors: [Nanoseconds], reach: Nanoseconds, binWidth: Nanoseconds) {
    self.init(reach: reach, binWidth: binWidth)
    for error in errors { add(error) }
  }

  public mutating func add(_ error: Nanoseconds) {
    counts[bin(for: error)] += 1
  }

  /// The bin an error falls into; a value on an edge belongs to the bin above it.
  public func bin(for error: Nanoseconds) -> Int {
    let raw = (error - lowerEdge) >= 0 ? (error - lowerEdge) / binWidth : -1
    return Int(min(Int64(counts.count - 1), max(0, raw)))
  }

  /// The centre of bin `index`.
  public func centre(of index: Int) -> Nanoseconds {
    lowerEdge + Nanoseconds(index) * binWidth + binWidth / 2
  }

  public var peak: Int { counts.max() ?? 0 }
}
