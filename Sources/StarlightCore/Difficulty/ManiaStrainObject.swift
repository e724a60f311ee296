/// One note as the strain skill takes it, its times divided by the rate (a faster rate
/// brings the notes closer): osu!mania's `ManiaDifficultyHitObject`, for the parts the star
/// rating reads.
struct ManiaStrainObject: Sendable, Equatable {
  let column: Int
  let start: Double
  let end: Double
  /// Time since the note before it in the sorted order (0 within a chord).
  let delta: Double
  /// Time since the last note in its own column; its own start when it is the column's first
  /// (osu! falls back to the start time there; the column's strain is still zero, so the
  /// value never shows).
  let columnStrainTime: Double

  /// The notes in osu!'s order, each after the first paired with the one before it. The
  /// first note only opens the chart: osu! makes no difficulty object of it.
  static func objects(
    from notes: [StarRatingNote], laneCount: Int, rate: Double
  ) -> [ManiaStrainObject] {
    var sorted = notes
    // osu! compares start times rounded to whole milliseconds (to even, as .NET rounds).
    LegacyUnstableSort.sort(&sorted) { Int($0.startMs.rounded(.toNearestOrEven)) }
    var objects: [ManiaStrainObject] = []
    objects.reserveCapacity(max(sorted.count - 1, 0))
    var lastStartInColumn = [Double?](repeating: nil, count: laneCount)
    for position in sorted.indices.dropFirst() {
      let note = sorted[position]
      let column = min(max(note.lane, 0), laneCount - 1)
      let start = note.startMs / rate
      let object = ManiaStrainObject(
        column: column, start: start, end: note.endMs / rate,
        delta: (note.startMs - sorted[position - 1].startMs) / rate,
        columnStrainTime: lastStartInColumn[column].map { start - $0 } ?? start)
      objects.append(object)
      lastStartInColumn[column] = start
    }
    return objects
  }
}
