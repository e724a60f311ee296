/// A stretch of a beat map to practise, in song time: the notes whose heads fall in
/// `[start, end)`, played again and again.
///
/// A hold whose head is inside the section is kept whole, and the pass runs on to its tail
/// (`playEnd`), so it is judged as the full map judges it; a hold whose head is before the
/// section is left out, since its head cannot be pressed. Measures are four beats (the map
/// format has no time signature).
public struct PracticeSection: Sendable, Equatable {
  public static let beatsPerMeasure = 4.0

  public let start: Nanoseconds
  public let end: Nanoseconds

  /// The section between two song times; refused when empty, outside the song, or holding
  /// no note.
  public init(from start: Nanoseconds, to end: Nanoseconds, in map: BeatMap)
    throws(PracticeError)
  {
    let length = map.songLength
    guard start >= 0, end <= length else {
      throw PracticeError(
        "section \(Self.seconds(start)) s to \(Self.seconds(end)) s is outside the song (0 s to \(Self.seconds(length)) s)"
      )
    }
    guard start < length else {
      throw PracticeError(
        "section start \(Self.seconds(start)) s is past the song's end (\(Self.seconds(length)) s)")
    }
    guard end > start else {
      throw PracticeError(
        "section \(Self.seconds(start)) s to \(Self.seconds(end)) s is empty: its end must come after its start"
      )
    }
    self.start = start
    self.end = end
    guard !notes(of: map).isEmpty else {
      throw PracticeError(
        "section \(Self.seconds(start)) s to \(Self.seconds(end)) s holds no note to play")
    }
  }

  /// A section whose bounds were checked elsewhere (a replay is checked against its map by
  /// `ReplayMismatch`; a sought pass lies inside a checked section).
  init(checkedStart start: Nanoseconds, end: Nanoseconds) {
    self.start = start
    self.end = end
  }

  /// The same section from `start` on (where a pass was sought to), kept inside it.
  public func starting(at start: Nanoseconds) -> PracticeSection {
    PracticeSection(checkedStart: min(max(start, self.start), end), end: end)
  }

  /// The section from beat `from` to beat `to` of the map's tempo.
  public static func beats(_ from: Double, to: Double, in map: BeatMap) throws(PracticeError)
    -> PracticeSection
  {
    guard from.isFinite, to.isFinite else {
      throw PracticeError("section beats \(from) to \(to) are not numbers")
    }
    return try PracticeSection(
      from: map.tempo.time(ofBeat: from), to: map.tempo.time(ofBeat: to), in: map)
  }

  /// Measures `from` through `to`, counted from 1 (measure 1 is beats 0 to 4).
  public static func measures(_ from: Int, through to: Int, in map: BeatMap)
    throws(PracticeError) -> PracticeSection
  {
    guard from >= 1, to >= from else {
      throw PracticeError("measures \(from) to \(to): count from 1, the last no earlier")
    }
    return try beats(
      Double(from - 1) * beatsPerMeasure, to: Double(to) * beatsPerMeasure, in: map)
  }

  /// The section between two song times in seconds.
  public static func seconds(_ from: Double, to: Double, in map: BeatMap) throws(PracticeError)
    -> PracticeSection
  {
    guard from.isFinite, to.isFinite, abs(from) < 1e6, abs(to) < 1e6 else {
      throw PracticeError("section seconds \(from) to \(to) are out of range")
    }
    return try PracticeSection(
      from: .fromMilliseconds(from * 1_000), to: .fromMilliseconds(to * 1_000), in: map)
  }

  /// The whole map, start of song to its end.
  public static func whole(_ map: BeatMap) throws(PracticeError) -> PracticeSection {
    try PracticeSection(from: 0, to: map.songLength, in: map)
  }

  /// The section's notes in note order, re-indexed from 0 for judging.
  public func notes(of map: BeatMap) -> [TimedNote] {
    map.notes.filter { $0.time >= start && $0.time < end }.enumerated().map {
      $0.element.reindexed($0.offset)
    }
  }

  /// Where a pass stops: the section's end, or the last kept hold's tail after it.
  public func playEnd(of map: BeatMap) -> Nanoseconds {
    max(end, notes(of: map).map(\.lastTime).max() ?? end)
  }

  private static func seconds(_ time: Nanoseconds) -> String {
    TuningField.format(time.milliseconds / 1_000)
  }
}
