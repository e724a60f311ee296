import Foundation

/// Text as the song list compares and searches it: case and accents folded, so "beyonce"
/// finds "Beyoncé" and "a" sorts with "A".
enum SongText {
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// One chart of the song list with its text folded once, so that sorting and searching
/// 5,000 charts on every key press does not fold them again; and its song's figures, by
/// which the orders other than title place the whole song.
struct SongListRow: Sendable, Equatable {
  var entry: LibraryEntry
  let titleKey: String
  let artistKey: String
  let chartKey: String
  let songKey: String
  /// The pack's name folded; loose songs ("") come before every pack.
  let packKey: String
  /// The song's highest BPM, longest length, easiest difficulty and lowest star rating.
  var songBPM = 0.0
  var songLength: Nanoseconds = 0
  var songRank = 0.0
  var songStars = Double.infinity
  /// Title, artist, their transliterations, chart name and steps type folded, as UTF-8
  /// bytes with a zero between them (no word spans two): a search scans bytes, which for
  /// 5,000 charts is a fraction of a millisecond.
  let haystack: [UInt8]

  init(_ entry: LibraryEntry) {
    self.entry = entry
    let details = entry.details
    titleKey = SongText.folded(details.titleTranslit.isEmpty ? entry.title : details.titleTranslit)
    artistKey = SongText.folded(
      details.artistTranslit.isEmpty ? entry.artist : details.artistTranslit)
    chartKey = SongText.folded(entry.chartName)
    songKey = SongIdentity.songKey(entry)
    packKey = SongText.folded(details.pack ?? "")
    let words = [
      entry.title, entry.artist, details.titleTranslit, details.artistTranslit, entry.chartName,
      details.stepsType,
    ]
    haystack = Array(words.map { Array(SongText.folded($0).utf8) }.joined(separator: [0]))
  }

  /// The chart's star rating for ordering: one not yet worked out comes after every other.
  var stars: Double { entry.details.starRating ?? .infinity }

  /// Rows for `entries` with each song's figures filled in.
  static func grouped(_ entries: [LibraryEntry]) -> [SongListRow] {
    var rows = entries.map(SongListRow.init)
    var songs: [String: (bpm: Double, length: Nanoseconds, rank: Double, stars: Double)] = [:]
    for row in rows {
      let old = songs[row.songKey] ?? (0, 0, .infinity, .infinity)
      songs[row.songKey] = (
        max(old.bpm, row.entry.bpmRange.upperBound), max(old.length, row.entry.length),
        min(old.rank, row.entry.difficultyRank), min(old.stars, row.stars)
      )
    }
    for index in rows.indices {
      let song = songs[rows[index].songKey] ?? (0, 0, 0, .infinity)
      rows[index].songBPM = song.bpm
      rows[index].songLength = song.length
      rows[index].songRank = song.rank
      rows[index].songStars = song.stars
    }
    return rows
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
