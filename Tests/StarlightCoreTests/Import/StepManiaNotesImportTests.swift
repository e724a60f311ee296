import Testing

@testable import StarlightCore

/// What a StepMania chart's notes become: taps, holds, rolls, lifts, mines and fakes each as
/// its own kind; auto-keysounds skipped and counted; dance-double's eight lanes; the chart
/// chosen by index or by name.
@Suite("StepMania notes import")
struct StepManiaNotesImportTests {
  typealias Row = ImportHarness.Row

  @Test("every note kind is kept as itself; keysounds are skipped; a mine in a hold is dropped")
  func noteKinds() throws {
    // 120 BPM, four lines a measure: one beat (500 ms) a line.
    let notes = """
      2000
      0400
      3M0L
      03F1
      ,
      K000
      M000
      0000
      0000
      """
    let text = ImportHarness.sm(notes: notes)
    #expect(
      try ImportHarness.rows(text, file: "kinds.sm") == [
        Row(0, lane: 0, end: 1_000),
        Row(500, lane: 1, end: 1_500),
        Row(1_000, lane: 3),
        Row(1_500, lane: 2),
        Row(1_500, lane: 3),
        Row(2_500, lane: 0),
      ])
    let map = try ImportHarness.map(text, file: "kinds.sm")
    #expect(map.allNotes.map(\.kind) == [.hold, .roll, .lift, .fake, .tap, .mine])
    let imported = try ImportHarness.imported(text, file: "kinds.sm")
    let report = imported.report
    #expect(report.mines == 1 && report.fakes == 1 && report.keysounds == 1)
    #expect(report.rolls == 1 && report.lifts == 1)
    #expect(
      report.summaryLines == [
        "1 mine kept", "1 fake note kept (drawn, never judged)", "1 auto-keysound note skipped",
        "1 lift kept", "1 roll kept",
      ])
    #expect(report.warnings.map(\.message).contains { $0.contains("mine inside the hold") })
  }

  @Test("notes in a #FAKES range become fakes, drawn and never judged (.ssc)")
  func fakeRanges() throws {
    let ssc = """
      #VERSION:0.83;
      #MUSIC:song.ogg;
      #BPMS:0=120;
      #FAKES:1=2;
      #NOTEDATA:;
      #STEPSTYPE:dance-single;
      #NOTES:
      1000
      0100
      0010
      0001
      ;
      """
    let map = try ImportHarness.map(ssc, file: "fakes.ssc")
    #expect(map.notes.map(\.kind) == [.tap, .fake, .fake, .tap])
    #expect(try ImportHarness.imported(ssc, file: "fakes.ssc").report.fakes == 2)
  }

  @Test("a keysound index after a note is allowed: 1[3]")
  func keysoundIndex() throws {
    let rows = try ImportHarness.rows(
      ImportHarness.sm(notes: "1[3]000\n0000\n0001[12]\n0000"), file: "k.sm")
    #expect(rows == [Row(0, lane: 0), Row(1_000, lane: 3)])
  }

  @Test("dance-double has eight lanes")
  func danceDouble() throws {
    let map = try ImportHarness.map(
      ImportHarness.sm(notes: "10000001\n00011000\n00000000\n00000000", type: "dance-double"),
      file: "double.sm")
    #expect(map.laneCount == 8)
    #expect(map.notes.map(\.lane) == [0, 7, 3, 4])
  }

  static let twoCharts = """
    #TITLE:Two;
    #MUSIC:song.ogg;
    #BPMS:0=120;
    #NOTES:
         dance-single:
         :
         Easy:
         2:
         :
    1000
    0000
    0000
    0000
    ;
    #NOTES:
         dance-double:
         Expert edit:
         Hard:
         9:
         :
    00000000
    01000000
    00000000
    00000000
    ;
    """

  @Test("charts by index, by difficulty name or description (any case), and the first by default")
  func chartSelection() throws {
    let byIndex = try ImportHarness.imported(Self.twoCharts, file: "two.sm", chart: .index(1))
    #expect(byIndex.report.chartIndex == 1 && byIndex.document.laneCount == 8)
    #expect(byIndex.report.chartDescription == "dance-double Hard 'Expert edit' (meter 9)")
    let byName = try ImportHarness.imported(
      Self.twoCharts, file: "two.sm", chart: ChartSelector("hard"))
    #expect(byName.report.chartIndex == 1)
    let byDescription = try ImportHarness.imported(
      Self.twoCharts, file: "two.sm", chart: .name("EXPERT EDIT"))
    #expect(byDescription.report.chartIndex == 1)
    let first = try ImportHarness.imported(Self.twoCharts, file: "two.sm")
    #expect(first.report.chartIndex == 0 && first.report.chartCount == 2)
    #expect(first.document.metadata.difficulty == "Easy")
    #expect(ChartSelector("2") == .index(2) && ChartSelector("Hard") == .name("Hard"))
  }

  @Test("metadata: title and subtitle, artist, music, preview start")
  func metadata() throws {
    let text = """
      #TITLE:Song;
      #SUBTITLE:(Remix);
      #ARTIST:Someone;
      #MUSIC:audio/song.ogg;
      #SAMPLESTART:1:02.5;
      #BPMS:0=120;
      #NOTES:dance-single::Hard:5::
      1000
      ;
      """
    let document = try ImportHarness.imported(text, file: "meta.sm").document
    #expect(document.metadata.title == "Song (Remix)")
    #expect(document.metadata.artist == "Someone")
    #expect(document.metadata.difficulty == "Hard")
    #expect(document.audioFile == "audio/song.ogg")
    #expect(document.previewStartMs == 62_500)
  }

  @Test("a missing ';' ends a tag at the next '#' that starts a line, as in StepMania")
  func missingSemicolon() throws {
    let text =
      "#TITLE:No semicolon\n#MUSIC:song.ogg;\n#BPMS:0=120\n#NOTES:dance-single::Easy:1::\n1000\n0100\n"
    let imported = try ImportHarness.imported(text, file: "lenient.sm")
    #expect(imported.document.metadata.title == "No semicolon")
    #expect(imported.document.notes.count == 2)
  }

  @Test("comments are ignored but keep line numbers right")
  func comments() {
    let text = ImportHarness.sm(notes: "1000 // a tap\n// a comment line\n0100\n00X0")
    #expect(
      ImportHarness.problems(text, file: "c.sm") == [
        "line 16: unexpected 'X' in column 2; note characters are 0 1 2 3 4 M L F K"
      ])
  }

  @Test("values StepMania would ignore are ignored with a warning")
  func warnings() throws {
    let text = ImportHarness.sm(
      bpms: "0=120,4=0", extra: "#DELAYS:2=-1;", notes: "2000\n3000\n0300\n0200")
    let warnings = try ImportHarness.warnings(text, file: "w.sm")
    #expect(
      warnings == [
        "line 5: warning: BPM 0 at beat 4 ignored, as StepMania ignores it in .sm files",
        "line 6: warning: delay -1 at beat 2 ignored, as StepMania ignores it in .sm files",
        "line 15: warning: hold tail ('3') in column 1 with no hold; ignored",
        "line 16: warning: hold has no tail ('3'); StepMania drops it",
      ])
    #expect(try ImportHarness.rows(text, file: "w.sm") == [Row(0, lane: 0, end: 500)])
  }
}
