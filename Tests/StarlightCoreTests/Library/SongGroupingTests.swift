import Testing

@testable import StarlightCore

/// The song list grouped: a pack's songs under its heading, a song's charts under the song,
/// identical charts (the same notes in an `.sm` and its `.ssc`) once.
@Suite("Song list grouping")
struct SongGroupingTests {
  static func chart(
    _ title: String, _ name: String, meter: Int, folder: String, file: String = "song.sm",
    pack: String? = nil, playHash: String? = nil, steps: String = "dance-single", lanes: Int = 4
  ) -> LibraryEntry {
    LibraryEntry(
      chartHash: "\(folder)/\(file)/\(name)/\(steps)", fileHash: "\(folder)/\(file)",
      chartFile: "songs/x/\(file)", chartIndex: 0, sourcePath: "\(folder)/\(file)", title: title,
      artist: "Artist", chartName: name, meter: meter, bpmRange: 120...120, length: .seconds(90),
      laneCount: lanes, noteCount: 100, previewStart: 0, audioFile: "songs/x/a.ogg",
      details: ChartDetails(
        stepsType: steps, pack: pack, playHash: playHash ?? "\(folder)/\(file)/\(name)/\(steps)"))
  }

  static let library = [
    chart("Bravo", "Hard", meter: 9, folder: "/S/Pack B/Bravo", pack: "Pack B"),
    chart("Bravo", "Easy", meter: 2, folder: "/S/Pack B/Bravo", pack: "Pack B"),
    chart("Alpha", "Hard", meter: 8, folder: "/S/Pack B/Alpha", pack: "Pack B"),
    // The same Beginner chart in the .sm and the .ssc: listed once, from the .ssc.
    chart(
      "Ideal Sync", "Beginner", meter: 1, folder: "/S/Pack A/Sync", pack: "Pack A", playHash: "same"
    ),
    chart(
      "Ideal Sync", "Beginner", meter: 1, folder: "/S/Pack A/Sync", file: "song.ssc",
      pack: "Pack A",
      playHash: "same"),
    // Another steps type of the same song: its own chart.
    chart(
      "Ideal Sync", "Beginner", meter: 1, folder: "/S/Pack A/Sync", pack: "Pack A",
      steps: "dance-double", lanes: 8),
    chart("Loose", "Normal", meter: 5, folder: "/S/Loose"),
  ]

  static func describe(_ list: SongList) -> [String] {
    list.lines.map { line in
      switch line {
      case .pack(let name, let songs): "pack \(name) (\(songs))"
      case .song(let entry, let charts): "song \(entry.title) (\(charts))"
      case .chart(let index):
        "  \(list.visible[index].chartName) \(list.visible[index].details.stepsType)"
      }
    }
  }

  /// The list with every steps type shown (F5 past the types), as these tests group both.
  static func everyType(_ entries: [LibraryEntry], sort: SongSort = .title) -> SongList {
    var list = SongList(entries: entries, sort: sort)
    for _ in list.stepsFilter.choices where list.stepsFilter.shown != nil {
      list.cycleStepsFilter()
    }
    // As a list opened on every type: the first chart selected.
    if let first = list.visible.first { list.select(chartHash: first.chartHash) }
    return list
  }

  @Test("by title: loose songs, then each pack under its heading, each song's charts under it")
  func grouped() {
    let list = Self.everyType(Self.library)
    #expect(
      Self.describe(list) == [
        "song Loose (1)", "  Normal dance-single",
        "pack Pack A (1)", "song Ideal Sync (2)", "  Beginner dance-single",
        "  Beginner dance-double",
        "pack Pack B (2)", "song Alpha (1)", "  Hard dance-single", "song Bravo (2)",
        "  Easy dance-single", "  Hard dance-single",
      ])
    #expect(list.totalCount == 6)
    let single = list.visible.first {
      $0.details.stepsType == "dance-single" && $0.title == "Ideal Sync"
    }
    #expect(single?.chartFile.hasSuffix(".ssc") == true)
    #expect(list.selectedLine == 1)
  }

  @Test("other orders place songs whole across packs, without pack headings")
  func otherOrders() {
    var list = Self.everyType(Self.library, sort: .difficulty)
    #expect(
      Self.describe(list) == [
        "song Ideal Sync (2)", "  Beginner dance-single", "  Beginner dance-double",
        "song Bravo (2)", "  Easy dance-single", "  Hard dance-single",
        "song Loose (1)", "  Normal dance-single",
        "song Alpha (1)", "  Hard dance-single",
      ])
    list.type("double")
    #expect(Self.describe(list) == ["song Ideal Sync (1)", "  Beginner dance-double"])
  }

  @Test("moving goes chart by chart over the headings, and the song's charts are its own")
  func moving() {
    var list = Self.everyType(Self.library)
    list.move(by: 3)
    #expect(list.selected?.title == "Alpha")
    #expect(list.selectedLine == 8)
    list.move(by: 1)
    #expect(list.chartsOfSelectedSong().map(\.chartName) == ["Easy", "Hard"])
  }
}
