/// A note as the star rating sees it: its lane, and when it starts and ends in milliseconds
/// of chart time (a tap ends where it starts). osu! works in milliseconds held as `Double`,
/// and its published ratings are only met to the last digits if the arithmetic is the same.
public struct StarRatingNote: Sendable, Equatable {
  public let lane: Int
  public let startMs: Double
  public let endMs: Double

  public init(lane: Int, startMs: Double, endMs: Double? = nil) {
    self.lane = lane
    self.startMs = startMs
    self.endMs = endMs ?? startMs
  }

  /// The notes of `map` a player acts on: taps, lifts, and the heads (with tails) of holds
  /// and rolls. Mines ask the player not to press and fakes are never judged, so neither
  /// adds strain; notes lost in a warp are not played at all.
  public static func notes(of map: BeatMap) -> [StarRatingNote] {
    map.notes.compactMap { note in
      guard note.hittable, note.kind.isPlayable, note.kind != .mine else { return nil }
      return StarRatingNote(
        lane: note.lane, startMs: milliseconds(note.time),
        endMs: note.endTime.map(milliseconds))
    }
  }

  /// osu!'s notes land on whole (or fractional) milliseconds; dividing the nanosecond count
  /// gives those milliseconds exactly whenever they are whole.
  static func milliseconds(_ time: Nanoseconds) -> Double {
    Double(time) / 1_000_000
  }
}
