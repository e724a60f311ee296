/// Converts beats to song time through a list of BPM changes.
///
/// Each segment's start time is computed from the previous segment's exact length, in
/// seconds as Double, and only the final value is rounded to nanoseconds: no rounding
/// error accumulates across segments.
public struct TempoMap: Sendable, Equatable {
  public let points: [TempoPoint]
  public let offsetNanoseconds: Nanoseconds
  private let segmentStartSeconds: [Double]

  private static let secondsPerMinute = 60.0

  /// `points` must be sorted by beat, start at beat 0 and have positive BPMs (the loader
  /// checks this before building a map).
  public init(points: [TempoPoint], offsetNanoseconds: Nanoseconds) {
    self.points = points
    self.offsetNanoseconds = offsetNanoseconds
    var starts: [Double] = []
    var elapsed = 0.0
    for (index, point) in points.enumerated() {
      if index > 0 {
        let previous = points[index - 1]
        elapsed += (point.beat - previous.beat) * Self.secondsPerMinute / previous.bpm
      }
      starts.append(elapsed)
    }
    segmentStartSeconds = starts
  }

  public func time(ofBeat beat: Double) -> Nanoseconds {
    guard let segment = points.lastIndex(where: { $0.beat <= beat }) ?? points.indices.first
    else { return offsetNanoseconds }
    let point = points[segment]
    let seconds =
      segmentStartSeconds[segment] + (beat - point.beat) * Self.secondsPerMinute / point.bpm
    // Clamped, not trapping: a beat map may ask for an absurdly late beat, and the loader
    // must be able to report it as beyond the audio.
    let (time, overflow) = offsetNanoseconds.addingReportingOverflow(
      .clamping(seconds * Double(Nanoseconds.perSecond)))
    guard !overflow else { return offsetNanoseconds < 0 ? .min : .max }
    return time
  }

  /// The tempo in force at `beat`, for display.
  public func bpm(atBeat beat: Double) -> Double {
    (points.last { $0.beat <= beat } ?? points.first)?.bpm ?? 0
  }
}
