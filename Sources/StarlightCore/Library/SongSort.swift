/// The song list's orders; a key cycles through them in this order.
public enum SongSort: String, Sendable, CaseIterable {
  case title = "Title"
  case artist = "Artist"
  case bpm = "BPM"
  case length = "Length"
  case difficulty = "Difficulty"
  case stars = "Stars"

  public var next: SongSort {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }

  /// Whether `a` comes before `b`. Songs are placed whole (by their highest BPM, longest
  /// length, easiest chart, lowest star rating), so a song's charts stay together; in title order packs come
  /// first. Ties fall to title, artist, song, difficulty, lane count, chart name and then the hash, so
  /// the order is total and the same on every run.
  func orders(_ a: SongListRow, before b: SongListRow) -> Bool {
    switch self {
    case .title:
      if a.packKey != b.packKey { return a.packKey < b.packKey }
    case .artist:
      if a.artistKey != b.artistKey { return a.artistKey < b.artistKey }
    case .bpm:
      if a.songBPM != b.songBPM { return a.songBPM < b.songBPM }
    case .length:
      if a.songLength != b.songLength { return a.songLength < b.songLength }
    case .difficulty:
      if a.songRank != b.songRank { return a.songRank < b.songRank }
    case .stars:
      if a.songStars != b.songStars { return a.songStars < b.songStars }
    }
    if a.titleKey != b.titleKey { return a.titleKey < b.titleKey }
    if a.artistKey != b.artistKey { return a.artistKey < b.artistKey }
    if a.songKey != b.songKey { return a.songKey < b.songKey }
    // Within a song, as StepMania's wheel lists it: single before double (fewer lanes
    // first), then by difficulty class (Beginner, Easy, Medium, Hard, Challenge, Edit; names
    // of no class after them), then easier charts first (by stars in star order).
    if a.entry.laneCount != b.entry.laneCount { return a.entry.laneCount < b.entry.laneCount }
    let (classA, classB) = (a.entry.difficultyClass, b.entry.difficultyClass)
    if classA != classB {
      guard let classA else { return false }
      guard let classB else { return true }
      return classA < classB
    }
    let (x, y) =
      self == .stars
      ? (a.stars, b.stars) : (a.entry.difficultyRank, b.entry.difficultyRank)
    if x != y { return x < y }
    if a.chartKey != b.chartKey { return a.chartKey < b.chartKey }
    return a.entry.chartHash < b.entry.chartHash
  }
}
