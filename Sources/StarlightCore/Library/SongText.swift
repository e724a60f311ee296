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
  /// The three folded, as UTF-8 bytes with a zero between them (no word spans two): a
  /// search scans bytes, which for 5,000 charts is a fraction of a millisecond.
  let haystack: [UInt8]

  init(_ entry: LibraryEntry) {
    self.entry = entry
    titleKey = SongText.folded(entry.title)
    artistKey = SongText.folded(entry.artist)
    chartKey = SongText.folded(entry.chartName)
    haystack = Array(titleKey.utf8) + [0] + Array(artistKey.utf8) + [0] + Array(chartKey.utf8)
  }

  /// Whether every word of the query (folded, as UTF-8) is in the title, the artist or the
  /// chart name.
  func matches(_ words: [[UInt8]]) -> Bool {
    words.allSatisfy { Self.contains(haystack, $0) }
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
    var start = 0
    let last = haystack.count - needle.count
    while start <= last {
      if haystack[start] == first {
        var offset = 1
        while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
