/// How a judge reads a press's error before comparing it with its windows. osu! and Quaver
/// keep every time in whole milliseconds, so a 16.4 ms error is 16 ms there.
public enum OffsetRounding: Sendable, Equatable {
  case exact
  case wholeMilliseconds

  /// The error as the judge sees it.
  public func apply(_ offset: Nanoseconds) -> Nanoseconds {
    switch self {
    case .exact:
      return offset
    case .wholeMilliseconds:
      let unit = Nanoseconds.perMillisecond
      let half = unit / 2
      // Half a millisecond rounds away from zero, as .NET's Math.Round on a .5 does not;
      // osu! never sees one (its times are whole), so either choice agrees with it.
      let whole = offset >= 0 ? (offset + half) / unit : -((-offset + half) / unit)
      return whole * unit
    }
  }

  /// The largest error that still reads as at most `edge` (an edge itself counts).
  public func reach(of edge: Nanoseconds) -> Nanoseconds {
    switch self {
    case .exact: edge
    case .wholeMilliseconds: edge + Nanoseconds.perMillisecond / 2 - 1
    }
  }
}
