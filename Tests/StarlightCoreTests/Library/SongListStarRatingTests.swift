import Testing

@testable import StarlightCore

/// The song list's star ratings: an order by them, and `sr>4`-style search words.
@Suite("Song list star ratings")
struct SongListStarRatingTests {
  static func entry(_ title: String, _ chart: String, stars: Double?) -> LibraryEntry {
    var entry = SongListTests.entry(title, "Artist", chart, bpm: 120...120, seconds: 90)
    entry.details = ChartDetails(starRating: stars)
    return entry
  }

  static let library = [
    entry("Comet", "Hard", stars: 4.8),
    entry("Comet", "Easy", stars: 1.2),
    entry("Aurora", "Normal", stars: 2.5),
    entry("Blaze", "Insane", stars: 6.1),
    // Imported before ratings were kept: no rating yet.
    entry("Dusk", "Old", stars: nil),
  ]

  static func names(_ list: SongList) -> [String] {
    list.visible.map { "\($0.title)/\($0.chartName)" }
  }

  static func searched(_ query: String) -> [String] {
    var list = SongList(entries: library)
    for character in query { list.type(String(character)) }
    return names(list)
  }

  @Test("the star order places songs whole by their easiest chart, unrated ones last")
  func starOrder() {
    let list = SongList(entries: Self.library, sort: .stars)
    #expect(
      Self.names(list) == ["Comet/Easy", "Comet/Hard", "Aurora/Normal", "Blaze/Insane", "Dusk/Old"])
  }

  @Test(
    "sr>, sr<, sr>= and sr<= filter by rating; unrated charts match none",
    arguments: [
      ("sr>4", ["Blaze/Insane", "Comet/Hard"]),
      ("sr<3", ["Aurora/Normal", "Comet/Easy"]),
      ("sr>=2.5", ["Aurora/Normal", "Blaze/Insane", "Comet/Hard"]),
      ("sr<=2.5", ["Aurora/Normal", "Comet/Easy"]),
      ("SR>6", ["Blaze/Insane"]),
      ("sr>2 comet", ["Comet/Hard"]),
      ("sr>9", []),
    ])
  func filters(query: String, expected: [String]) {
    #expect(Self.searched(query) == expected)
  }

  @Test("a filter still being typed keeps the list; sr alone is a word like any other")
  func unfinishedFilter() {
    let everything = Self.names(SongList(entries: Self.library))
    #expect(Self.searched("sr>") == everything)
    #expect(Self.searched("sr>=") == everything)
    #expect(Self.searched("sr").isEmpty)
  }

  @Test("the rating is labelled to two decimals, and not at all when there is none")
  func label() {
    #expect(SongNames.starLabel(Self.library[0], canDraw: { _ in true }) == "4.80★")
    #expect(SongNames.starLabel(Self.library[0], canDraw: { _ in false }) == "4.80*")
    #expect(SongNames.starLabel(Self.library[4], canDraw: { _ in true }) == nil)
  }
}
