/// How many notes fall in each equal slice of a song: the graph the section chooser draws,
/// where dense passages stand out to be dragged over.
public struct ChartDensity: Sendable, Equatable {
  /// Notes per slice, first slice first.
  public let counts: [Int]
  public let sliceDuration: Nanoseconds

  /// `slices` slices over the song (at least one; a song of no length has one empty slice).
  public init(_ map: BeatMap, slices: Int) {
    let count = max(1, slices)
    let length = max(1, map.songLength)
    sliceDuration = max(1, (length + Nanoseconds(count) - 1) / Nanoseconds(count))
    var counts = Array(repeating: 0, count: count)
    for note in map.notes where note.time >= 0 {
      counts[min(count - 1, Int(note.time / sliceDuration))] += 1
    }
    self.counts = counts
  }

  /// The densest slice's count, for scaling the graph (1 when the song has no note).
  public var peak: Int { max(1, counts.max() ?? 1) }

  /// The song time at the start of `slice`.
  public func time(ofSlice slice: Int) -> Nanoseconds { Nanoseconds(slice) * sliceDuration }
}
