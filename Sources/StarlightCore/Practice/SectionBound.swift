import Foundation

/// One edge of a practice section as typed on the command line: a beat ("16", "16.5"), a
/// time in seconds ("8s", "8.25s") or a measure ("m5": the start of measure 5 for a start,
/// its end for an end; measures count from 1, four beats each).
public enum SectionBound: Sendable, Equatable {
  case beat(Double)
  case seconds(Double)
  case measure(Int)

  public static func parse(_ text: String) throws(PracticeError) -> SectionBound {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed.hasPrefix("m"), let measure = Int(trimmed.dropFirst()) {
      guard measure >= 1 else { throw PracticeError("measure \(measure): measures count from 1") }
      return .measure(measure)
    }
    if trimmed.hasSuffix("s"), let seconds = Double(trimmed.dropLast()), seconds.isFinite {
      return .seconds(seconds)
    }
    if let beat = Double(trimmed), beat.isFinite { return .beat(beat) }
    throw PracticeError(
      "'\(text)' is not a section edge: a beat (16), seconds (8s) or a measure (m5)")
  }

  /// The song time of this edge in `map`; a measure's end when `isEnd`.
  public func time(in map: BeatMap, isEnd: Bool) -> Nanoseconds {
    switch self {
    case .beat(let beat):
      map.tempo.time(ofBeat: beat)
    case .seconds(let seconds):
      .fromMilliseconds(min(max(seconds, -1e6), 1e6) * 1_000)
    case .measure(let measure):
      map.tempo.time(
        ofBeat: Double(isEnd ? measure : measure - 1) * PracticeSection.beatsPerMeasure)
    }
  }
}

extension PracticeSection {
  /// The section between two typed edges; the whole map when both are nil.
  public static func between(
    _ from: SectionBound?, _ to: SectionBound?, in map: BeatMap
  ) throws(PracticeError) -> PracticeSection {
    try PracticeSection(
      from: from?.time(in: map, isEnd: false) ?? 0,
      to: to?.time(in: map, isEnd: true) ?? map.songLength, in: map)
  }
}
