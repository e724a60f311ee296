import Testing

@testable import StarlightCore

/// Titles in their own script where a font draws them, else the transliteration; the
/// facts read from the chart files (StepMania's translit tags, osu!'s Unicode metadata).
@Suite("Song names and facts")
struct SongNamesTests {
  static func entry(title: String, artist: String, translit: String, artistTranslit: String)
    -> LibraryEntry
  {
    LibraryEntry(
      chartHash: "h", fileHash: "f", chartFile: "songs/f/x.sm", chartIndex: 0,
      sourcePath: "/p/x.sm", title: title, artist: artist, chartName: "Hard", meter: 9,
      bpmRange: 120...120, length: .seconds(60), laneCount: 4, noteCount: 100, previewStart: 0,
      audioFile: "a.ogg",
      details: ChartDetails(titleTranslit: translit, artistTranslit: artistTranslit))
  }

  static func latinOnly(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0.value < 0x3000 }
  }

  @Test("a title the fonts cannot draw falls back to its transliteration")
  func fallback() {
    let song = Self.entry(
      title: "夜に駆ける", artist: "YOASOBI", translit: "Yoru ni Kakeru", artistTranslit: "")
    #expect(SongNames.title(song, canDraw: Self.latinOnly) == "Yoru ni Kakeru")
    #expect(SongNames.title(song, canDraw: { _ in true }) == "夜に駆ける")
    #expect(SongNames.heading(song, canDraw: Self.latinOnly) == "Yoru ni Kakeru - YOASOBI")
    // No transliteration: the title as it is (boxes are better than nothing at all).
    let bare = Self.entry(title: "夜に駆ける", artist: "", translit: "", artistTranslit: "")
    #expect(SongNames.heading(bare, canDraw: Self.latinOnly) == "夜に駆ける")
  }

  @Test("a StepMania file's translit tags, art and display BPM are read")
  func stepManiaFacts() {
    let text = """
      #TITLE:夜に駆ける;
      #TITLETRANSLIT:Yoru ni Kakeru;
      #ARTIST:ヨアソビ;
      #ARTISTTRANSLIT:YOASOBI;
      #BANNER:bn.png;
      #BACKGROUND:bg.jpg;
      #DISPLAYBPM:120:180;
      #NOTES:dance-double::Hard:9::0000000000000000;
      """
    let facts = SongFacts.read(data: Array(text.utf8), format: .imported(.stepMania))
    #expect(facts.title == "夜に駆ける" && facts.titleTranslit == "Yoru ni Kakeru")
    #expect(facts.artistTranslit == "YOASOBI")
    #expect(facts.banner == "bn.png" && facts.background == "bg.jpg")
    #expect(facts.displayBPMTag == "120:180")
    #expect(facts.stepsTypes == ["dance-double"])
  }

  @Test("an osu! file's Unicode title is the title, its romanised one the transliteration")
  func osuFacts() {
    let text = """
      osu file format v14

      [Metadata]
      Title:Yoru ni Kakeru
      TitleUnicode:夜に駆ける
      Artist:YOASOBI

      [Difficulty]
      CircleSize:7

      [Events]
      //Background and Video events
      0,0,"bg.jpg",0,0
      """
    let facts = SongFacts.read(data: Array(text.utf8), format: .imported(.osu))
    #expect(facts.title == "夜に駆ける" && facts.titleTranslit == "Yoru ni Kakeru")
    #expect(facts.artist == "YOASOBI" && facts.artistTranslit.isEmpty)
    #expect(facts.background == "bg.jpg")
    #expect(facts.stepsTypes == ["osu!mania 7K"])
  }

  @Test("a chart named only by its steps type shows its level alone")
  func chartLabel() {
    var chart = Self.entry(title: "t", artist: "", translit: "", artistTranslit: "")
    chart.chartName = "osu!mania 4K"
    chart.details.stepsType = "osu!mania 4K"
    chart.meter = nil
    #expect(SongNames.chartLabel(chart) == "1.7 nps")
  }
}
