import Foundation

/// Text as the song list compares and searches it: case and accents folded, so "beyonce"
/// finds "Beyoncé" and "a" sorts with "A".
enum SongText {
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// One chart of the song list with its text folded once, so that sorting and searching
/// 5,000 charts on every key press does not fold them again.
struct SongListRow: Sendable, Equatable {
  let entry: LibraryEntry
  let titleKey: String
  let artistKey: String
  let chartKey: String

  init(_ entry: LibraryEntry) {
    self.entry = entry
    titleKey = SongText.folded(entry.title)
    artistKey = SongText.folded(entry.artist)
    chartKey = SongText.folded(entry.chartName)
  }

  /// Whether every word of the query is in the title, the artist or the chart name.
  func matches(_ words: [String]) -> Bool {
    words.allSatisfy { titleKey.contains($0) || artistKey.contains($0) || chartKey.contains($0) }
  }
}
