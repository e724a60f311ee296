import Testing

@testable import StarlightCore

/// The Free Play song list on a fixture library: typing searches, a key cycles the order.
@Suite("Song list")
struct SongListTests {
  static func entry(
    _ title: String, _ artist: String, _ chart: String, meter: Int? = nil, bpm: ClosedRange<Double>,
    seconds: Int64, notes: Int = 100, file: String? = nil
  ) -> LibraryEntry {
    LibraryEntry(
      chartHash: "\(title)-\(chart)", fileHash: file ?? title, chartFile: "songs/\(title)/x.sm",
      chartIndex: 0, sourcePath: "/packs/\(title)", title: title, artist: artist,
      chartName: chart, meter: meter, bpmRange: bpm, length: .seconds(seconds), laneCount: 4,
      noteCount: notes, previewStart: 0, audioFile: "songs/\(title)/a.ogg")
  }

  static let library = [
    entry("Zephyr", "Árvíztűrő", "Hard", meter: 9, bpm: 140...140, seconds: 100),
    entry("Zephyr", "Árvíztűrő", "Easy", meter: 3, bpm: 140...140, seconds: 100),
    entry("alpha Wave", "Mono", "Expert", meter: 12, bpm: 90...180, seconds: 200),
    entry("Beyoncé Beat", "Queen", "Medium", meter: 6, bpm: 128...128, seconds: 150),
    // osu!: no meter; 600 notes in 60 s is 10 notes per second, ranked 10.
    entry("Maniac", "Keys", "7K Insane", bpm: 200...220, seconds: 60, notes: 600),
  ]

  static func names(_ list: SongList) -> [String] {
    list.visible.map { "\($0.title)/\($0.chartName)" }
  }

  @Test(
    "each order places songs whole, ties broken by title, artist and then the easier chart",
    arguments: [
      (
        SongSort.title,
        [
          "alpha Wave/Expert", "Beyoncé Beat/Medium", "Maniac/7K Insane", "Zephyr/Easy",
          "Zephyr/Hard",
        ]
      ),
      (
        .artist,
        [
          "Zephyr/Easy", "Zephyr/Hard", "Maniac/7K Insane", "alpha Wave/Expert",
          "Beyoncé Beat/Medium",
        ]
      ),
      (
        .bpm,
        [
          "Beyoncé Beat/Medium", "Zephyr/Easy", "Zephyr/Hard", "alpha Wave/Expert",
          "Maniac/7K Insane",
        ]
      ),
      (
        .length,
        [
          "Maniac/7K Insane", "Zephyr/Easy", "Zephyr/Hard", "Beyoncé Beat/Medium",
          "alpha Wave/Expert",
        ]
      ),
      (
        .difficulty,
        // Songs placed whole by their easiest chart: Zephyr's Hard stays with its Easy.
        [
          "Zephyr/Easy", "Zephyr/Hard", "Beyoncé Beat/Medium", "Maniac/7K Insane",
          "alpha Wave/Expert",
        ]
      ),
    ])
  func sorts(sort: SongSort, expected: [String]) {
    #expect(Self.names(SongList(entries: Self.library, sort: sort)) == expected)
  }

  @Test("a key cycles the order through all six and back to title")
  func cycle() {
    var list = SongList(entries: Self.library)
    var seen: [SongSort] = [list.sort]
    for _ in 0..<6 {
      list.cycleSort()
      seen.append(list.sort)
    }
    #expect(seen == [.title, .artist, .bpm, .length, .difficulty, .stars, .title])
  }

  @Test(
    "typing searches title, artist and chart name, case and accents folded, every word",
    arguments: [
      ("zeph", ["Zephyr/Easy", "Zephyr/Hard"]),
      ("ARVIZ", ["Zephyr/Easy", "Zephyr/Hard"]),
      ("beyonce", ["Beyoncé Beat/Medium"]),
      ("insane", ["Maniac/7K Insane"]),
      ("zephyr hard", ["Zephyr/Hard"]),
      (
        "a",
        [
          "alpha Wave/Expert", "Beyoncé Beat/Medium", "Maniac/7K Insane", "Zephyr/Easy",
          "Zephyr/Hard",
        ]
      ),
      ("nothing like it", []),
    ])
  func search(query: String, expected: [String]) {
    var list = SongList(entries: Self.library)
    for character in query { list.type(String(character)) }
    #expect(list.query == query)
    #expect(Self.names(list) == expected)
    #expect(list.selection == (expected.isEmpty ? nil : 0))
  }

  @Test("the selection stays on its chart while it matches, and moves to the first when not")
  func selectionKept() {
    var list = SongList(entries: Self.library)
    list.move(by: 2)
    #expect(list.selected?.title == "Maniac")
    list.type("m")
    #expect(list.selected?.title == "Maniac")
    list.cycleSort()
    #expect(list.selected?.title == "Maniac")
    list.type("ono")
    #expect(list.selected?.title == "alpha Wave")
    list.deleteBackward()
    list.deleteBackward()
    list.deleteBackward()
    #expect(list.query == "m")
    #expect(list.selected?.title == "alpha Wave")
    list.clearQuery()
    #expect(list.visible.count == 5)
  }

  @Test("moving wraps around both ends; an empty list has no selection")
  func moving() {
    var list = SongList(entries: Self.library)
    list.move(by: -1)
    #expect(list.selected?.chartName == "Hard")
    list.move(by: 1)
    #expect(list.selection == 0)
    var empty = SongList(entries: [])
    empty.move(by: 1)
    #expect(empty.selection == nil && empty.selected == nil && empty.isEmpty)
  }

  @Test("a new best shows at once; the song's charts are listed together")
  func bestAndCharts() {
    var list = SongList(entries: Self.library)
    list.select(chartHash: "Zephyr-Hard")
    list.update(best: BestResult(score: 1234, headline: "97.0 %"), forChart: "Zephyr-Hard")
    #expect(list.selected?.bests.map(\.score) == [1234])
    #expect(list.chartsOfSelectedSong().map(\.chartName) == ["Easy", "Hard"])
  }

  @Test("the query is capped and ignores line breaks")
  func queryCap() {
    var list = SongList(entries: Self.library)
    list.type(String(repeating: "x", count: 100))
    #expect(list.query.count == SongList.maxQueryLength)
    var other = SongList(entries: Self.library)
    other.type("\n")
    #expect(other.query.isEmpty)
  }
}

/// A song's charts in StepMania's order (single before double, then Beginner, Easy, Medium,
/// Hard, Challenge, Edit, then by meter), one steps type at a time (dance-single first), named
/// whole wherever a chart is named alone.
@Suite struct SongChartOrderTests {
  static func chart(_ name: String, meter: Int, lanes: Int = 4, steps: String = "dance-single")
    -> LibraryEntry
  {
    LibraryEntry(
      chartHash: "\(name)-\(meter)-\(lanes)", fileHash: "f", chartFile: "c.sm", chartIndex: 0,
      sourcePath: "/p/Song/c.sm", title: "Goin' Under", artist: "A", chartName: name,
      meter: meter, bpmRange: 120...120, length: .seconds(60), laneCount: lanes, noteCount: 100,
      previewStart: 0, audioFile: "a.ogg", details: ChartDetails(stepsType: steps))
  }

  @Test func difficultyClassesBeforeMeters() {
    let charts = [
      Self.chart("Challenge", meter: 5), Self.chart("Hard", meter: 5),
      Self.chart("Edit", meter: 2), Self.chart("Beginner", meter: 1),
      Self.chart("Medium", meter: 4), Self.chart("Easy", meter: 3),
      Self.chart("Hard", meter: 9, lanes: 8, steps: "dance-double"),
    ]
    var list = SongList(entries: charts)
    // dance-single by default, as the library has some; F5 steps through the types, then all.
    #expect(list.stepsFilter.label == "dance-single")
    #expect(
      list.visible.map(SongNames.fullChartLabel) == [
        "Beginner 1 dance-single", "Easy 3 dance-single", "Medium 4 dance-single",
        "Hard 5 dance-single", "Challenge 5 dance-single", "Edit 2 dance-single",
      ])
    list.cycleStepsFilter()
    #expect(list.visible.map(SongNames.fullChartLabel) == ["Hard 9 dance-double"])
    list.cycleStepsFilter()
    #expect(list.stepsFilter.label == "all")
    #expect(list.visible.count == 7)
    #expect(list.visible.last.map(SongNames.fullChartLabel) == "Hard 9 dance-double")
    #expect(DifficultyClass(chartName: "SManiac") == .challenge)
    #expect(DifficultyClass(chartName: "Insane") == nil)
  }
}

/// Other games' charts have no StepMania steps type: a steps-type filter never hides them.
@Suite struct StepsFilterTests {
  @Test func otherGamesChartsStayListed() {
    let single = SongChartOrderTests.chart("Hard", meter: 5)
    let pump = SongChartOrderTests.chart("Hard", meter: 7, lanes: 5, steps: "pump-single")
    let osu = SongChartOrderTests.chart("Insane", meter: 3, steps: "osu!mania 4K")
    var filter = StepsFilter(entries: [pump, osu, single])
    #expect(filter.choices == ["dance-single", "pump-single"])
    #expect([single, pump, osu].map(filter.admits) == [true, false, true])
    filter.cycle()
    #expect([single, pump, osu].map(filter.admits) == [false, true, true])
    filter.cycle()
    #expect([single, pump, osu].allSatisfy(filter.admits))
    // A library without dance-single lists everything at first.
    #expect(StepsFilter(entries: [pump, osu]).shown == nil)
  }
}
