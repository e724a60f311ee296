/// The song list's orders; a key cycles through them in this order.
public enum SongSort: String, Sendable, CaseIterable {
  case title = "Title"
  case artist = "Artist"
  case bpm = "BPM"
  case length = "Length"
  case difficulty = "Difficulty"

  public var next: SongSort {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }

  /// Whether `a` comes before `b`. Ties fall to title, artist, chart name, difficulty and
  /// then the hash, so the order is total and the same on every run.
  func orders(_ a: SongListRow, before b: SongListRow) -> Bool {
    switch self {
    case .title: break
    case .artist:
      if a.artistKey != b.artistKey { return a.artistKey < b.artistKey }
    case .bpm:
      let (x, y) = (a.entry.bpmRange.upperBound, b.entry.bpmRange.upperBound)
      if x != y { return x < y }
    case .length:
      if a.entry.length != b.entry.length { return a.entry.length < b.entry.length }
    case .difficulty:
      let (x, y) = (a.entry.difficultyRank, b.entry.difficultyRank)
      if x != y { return x < y }
    }
    if a.titleKey != b.titleKey { return a.titleKey < b.titleKey }
    if a.artistKey != b.artistKey { return a.artistKey < b.artistKey }
    // Within a song, easier charts first whatever the order.
    let (x, y) = (a.entry.difficultyRank, b.entry.difficultyRank)
    if x != y { return x < y }
    if a.chartKey != b.chartKey { return a.chartKey < b.chartKey }
    return a.entry.chartHash < b.entry.chartHash
  }
}
