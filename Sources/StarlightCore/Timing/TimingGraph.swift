/// The results screen's timing graph: each note's error against its song time, with the
/// tier bands drawn behind (osu!'s and Etterna's "offset plot"). Misses sit on the graph's
/// edge, so a run's holes show where they happened.
public struct TimingGraph: Sendable, Equatable {
  public struct Point: Sendable, Equatable {
    public let songTime: Nanoseconds
    /// The press's error, late positive; nil for a miss.
    public let offset: Nanoseconds?
    /// The tier the press landed in; nil for a miss.
    public let tier: Int?
  }

  public let points: [Point]
  /// Each tier's half-width, innermost first: the bands.
  public let bands: [Nanoseconds]
  /// The song time the graph spans, first note to last (a single instant for one note).
  public let span: ClosedRange<Nanoseconds>

  /// The graph of a run's heads (hold tails are releases, another matter); notes never
  /// judged (an abandoned run) are left out.
  public init(summary: RunSummary) {
    let windows = summary.windows
    points = summary.hits.compactMap { hit in
      if let offset = hit.offset {
        return Point(songTime: hit.noteTime, offset: offset, tier: windows.tier(forOffset: offset))
      }
      return hit.judgement == summary.counts.last?.name
        ? Point(songTime: hit.noteTime, offset: nil, tier: nil) : nil
    }
    bands = windows.tiers.map(\.halfWidth)
    let times = points.map(\.songTime)
    span = (times.min() ?? 0)...(times.max() ?? 0)
  }

  /// The graph's vertical reach: the outer band.
  public var reach: Nanoseconds { bands.last ?? 0 }
}
