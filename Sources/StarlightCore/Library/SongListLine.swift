/// One line of the grouped song list: a pack's heading, a song's heading, or one of the
/// song's charts (the lines that can be selected).
public enum SongListLine: Sendable, Equatable {
  /// A pack (StepMania's `Songs/Pack/`), with how many of its songs are listed.
  case pack(name: String, songs: Int)
  /// A song: its first chart (title, artist, art, BPM are the song's), and its chart count.
  case song(LibraryEntry, charts: Int)
  /// A chart: its index in `SongList.visible`.
  case chart(Int)
}

/// Which charts are the same song and which are the same chart.
enum SongIdentity {
  /// A song is a folder's charts of one title: an osu! set's difficulties, an `.sm` and its
  /// `.ssc`, a simfile's charts; two songs loose in one folder stay two.
  static func songKey(_ entry: LibraryEntry) -> String {
    let path = entry.sourcePath
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    return "\(folder)\n\(SongText.folded(entry.title))"
  }

  /// The charts with duplicates left out: one per chart hash, and one per play hash (the
  /// same notes in an `.sm` and its `.ssc`, or in two copies of a pack). The one kept is
  /// playable if any is, from the `.ssc` (StepMania's own preference), then the first by hash.
  static func unique(_ entries: [LibraryEntry]) -> [LibraryEntry] {
    var kept: [String: LibraryEntry] = [:]
    for entry in entries {
      let key = entry.details.playHash.isEmpty ? "chart:\(entry.chartHash)" : entry.details.playHash
      if let other = kept[key], !prefers(entry, over: other) { continue }
      kept[key] = entry
    }
    return kept.values.sorted { $0.chartHash < $1.chartHash }
  }

  private static func prefers(_ a: LibraryEntry, over b: LibraryEntry) -> Bool {
    if a.isPlayable != b.isPlayable { return a.isPlayable }
    let (aSSC, bSSC) = (
      a.chartFile.lowercased().hasSuffix(".ssc"), b.chartFile.lowercased().hasSuffix(".ssc")
    )
    if aSSC != bSSC { return aSSC }
    return a.chartHash < b.chartHash
  }
}
