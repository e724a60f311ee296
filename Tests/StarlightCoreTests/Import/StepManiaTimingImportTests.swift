import Testing

@testable import StarlightCore

/// StepMania timing through the importer, one feature at a time and all together. Every
/// expected time is worked out by hand: 120 BPM is 500 ms a beat, 60 BPM 1 s, 240 BPM 250 ms;
/// `#OFFSET:x` puts beat 0 at -x seconds.
@Suite("StepMania timing import")
struct StepManiaTimingImportTests {
  typealias Row = ImportHarness.Row

  /// Four lines to the measure: one note a beat, lanes 0 to 3.
  static let quarterNotes = "1000\n0100\n0010\n0001"

  @Test("a BPM change inside a measure")
  func bpmChangeInsideAMeasure() throws {
    // 120 BPM to beat 1.5, then 240: beat 2 = 750 + 125, beat 3 = 875 + 250.
    let rows = try ImportHarness.rows(
      ImportHarness.sm(bpms: "0=120,1.5=240", notes: Self.quarterNotes), file: "bpm.sm")
    #expect(rows == [Row(0, lane: 0), Row(500, lane: 1), Row(875, lane: 2), Row(1_125, lane: 3)])
  }

  @Test("a stop pauses after its beat's notes (#STOPS and its old name #FREEZES)")
  func stop() throws {
    for tag in ["STOPS", "FREEZES"] {
      let rows = try ImportHarness.rows(
        ImportHarness.sm(extra: "#\(tag):1=0.5;", notes: Self.quarterNotes), file: "stop.sm")
      // beat 1 at 500, then 0.5 s still: beat 2 at 1000 + 500, beat 3 at 2000.
      #expect(
        rows == [Row(0, lane: 0), Row(500, lane: 1), Row(1_500, lane: 2), Row(2_000, lane: 3)],
        "#\(tag)")
    }
  }

  @Test("a delay pauses before its beat's notes")
  func delay() throws {
    let rows = try ImportHarness.rows(
      ImportHarness.sm(extra: "#DELAYS:1=0.5;", notes: Self.quarterNotes), file: "delay.sm")
    #expect(
      rows == [Row(0, lane: 0), Row(1_000, lane: 1), Row(1_500, lane: 2), Row(2_000, lane: 3)])
  }

  /// Eight lines: beats 0, 1, 1.5, 2 and 3 get a note (lanes 0, 1, 2, 3, 0).
  static let eighths = "1000\n0000\n0100\n0010\n0001\n0000\n1000\n0000"

  @Test("a warp (.ssc #WARPS): no time passes, notes inside are unhittable")
  func warp() throws {
    let ssc = """
      #VERSION:0.83;
      #TITLE:Warp;
      #MUSIC:song.ogg;
      #OFFSET:0;
      #BPMS:0=120;
      #WARPS:1=1;
      #NOTEDATA:;
      #STEPSTYPE:dance-single;
      #DIFFICULTY:Hard;
      #NOTES:
      \(Self.eighths)
      ;
      """
    // The warp runs from beat 1 to 2: beats 1 and 1.5 sit at its start, unhittable; beat 2,
    // its end, is hittable at the same 500 ms; beat 3 one beat later.
    #expect(
      try ImportHarness.rows(ssc, file: "warp.ssc") == [
        Row(0, lane: 0), Row(500, lane: 1, hittable: false), Row(500, lane: 2, hittable: false),
        Row(500, lane: 3), Row(1_000, lane: 0),
      ])
    #expect(try ImportHarness.imported(ssc, file: "warp.ssc").report.warpedNotes == 2)
  }

  @Test("an old-style warp from a negative BPM (.sm)")
  func negativeBPMWarp() throws {
    // 1 beat at -120 BPM loses 0.5 s; at 120 BPM it takes until beat 3 to make it up, so
    // StepMania warps from beat 1 to 3.
    let notes = "1000\n0100\n0010\n0001\n,\n1000\n0000\n0000\n0000"
    let rows = try ImportHarness.rows(
      ImportHarness.sm(bpms: "0=120,1=-120,2=120", notes: notes), file: "negative.sm")
    #expect(
      rows == [
        Row(0, lane: 0), Row(500, lane: 1, hittable: false), Row(500, lane: 2, hittable: false),
        Row(500, lane: 3), Row(1_000, lane: 0),
      ])
  }

  @Test("an old-style warp from a negative stop (.sm)")
  func negativeStopWarp() throws {
    // -0.5 s at 120 BPM skips one beat: a warp from beat 1 to 2.
    let rows = try ImportHarness.rows(
      ImportHarness.sm(extra: "#STOPS:1=-0.5;", notes: Self.quarterNotes), file: "stop.sm")
    #expect(
      rows == [
        Row(0, lane: 0), Row(500, lane: 1, hittable: false), Row(500, lane: 2), Row(1_000, lane: 3),
      ]
    )
  }

  @Test(
    "positive and negative offsets",
    arguments: [("0.1", 400.0), ("-0.1", 600.0), ("0.012", 488.0), ("-1.5", 2_000.0)])
  func offsets(offset: String, beatOneMs: Double) throws {
    let notes = "0000\n1000\n0000\n0000"
    let rows = try ImportHarness.rows(ImportHarness.sm(offset: offset, notes: notes), file: "o.sm")
    #expect(rows == [Row(beatOneMs, lane: 0)])
  }

  @Test("a note before the audio starts is reported with its line")
  func noteBeforeTheAudio() {
    let text = ImportHarness.sm(offset: "0.1", notes: Self.quarterNotes)
    #expect(
      ImportHarness.problems(text, file: "early.sm") == [
        "line 13: note at -100.000 ms is before the start of the audio"
      ])
  }

  static let perChartSSC = """
    #VERSION:0.83;
    #TITLE:Per-chart timing;
    #MUSIC:song.ogg;
    #OFFSET:-0.2;
    #BPMS:0=120;
    #NOTEDATA:;
    #STEPSTYPE:dance-single;
    #DIFFICULTY:Easy;
    #NOTES:
    0000
    1000
    0000
    0000
    ;
    #NOTEDATA:;
    #STEPSTYPE:dance-single;
    #DIFFICULTY:Medium;
    #BPMS:0=60;
    #NOTES:
    0000
    1000
    0000
    0000
    ;
    #NOTEDATA:;
    #STEPSTYPE:dance-single;
    #DIFFICULTY:Hard;
    #OFFSET:0;
    #BPMS:0=240;
    #NOTES:
    0000
    1000
    0000
    0000
    ;
    #NOTEDATA:;
    #STEPSTYPE:dance-single;
    #DIFFICULTY:Challenge;
    #STOPS:0.5=0.1;
    #NOTES:
    0000
    1000
    0000
    0000
    ;
    """

  @Test(
    "per-chart .ssc timing: a chart with timing tags uses only its own",
    arguments: [
      // The song's: beat 0 at 200 ms, beat 1 at 700.
      ("Easy", 700.0),
      // Its own 60 BPM from the song's offset: 200 + 1000.
      ("Medium", 1_200.0),
      // Its own offset and 240 BPM: 250.
      ("Hard", 250.0),
      // Timing of its own with no BPMs: StepMania's 60 BPM, plus the 0.1 s stop: 200 + 1000 + 100.
      ("Challenge", 1_300.0),
    ])
  func perChartTiming(chart: String, beatOneMs: Double) throws {
    let rows = try ImportHarness.rows(Self.perChartSSC, file: "charts.ssc", chart: .name(chart))
    #expect(rows == [Row(beatOneMs, lane: 0)])
  }

  @Test("per-chart timing before .ssc version 0.7 is ignored, as StepMania ignores it")
  func perChartTimingNeedsVersion() throws {
    let old = Self.perChartSSC.replacingOccurrences(of: "#VERSION:0.83;", with: "#VERSION:0.59;")
    #expect(
      try ImportHarness.rows(old, file: "old.ssc", chart: .name("Hard")) == [Row(700, lane: 0)])
  }

  @Test("early .ssc warps gave the end beat, later ones the length")
  func sscWarpVersions() throws {
    func text(_ version: String) -> String {
      """
      #VERSION:\(version);
      #MUSIC:song.ogg;
      #BPMS:0=120;
      #WARPS:1=3;
      #NOTEDATA:;
      #STEPSTYPE:dance-single;
      #NOTES:
      \(Self.quarterNotes)
      ,
      1000
      0000
      0000
      0000
      ;
      """
    }
    // 0.56: a warp from 1 to 3 (3 is the end beat). 0.83: from 1 to 4 (3 beats long).
    #expect(
      try ImportHarness.rows(text("0.56"), file: "w.ssc").map(\.hittable) == [
        true, false, false, true, true,
      ])
    #expect(
      try ImportHarness.rows(text("0.83"), file: "w.ssc").map(\.ms) == [0, 500, 500, 500, 500])
  }

  @Test(
    "everything at once: a BPM change inside a measure, a stop, a delay, a negative-BPM warp, an offset"
  )
  func combined() throws {
    // #OFFSET:-0.05 puts beat 0 at +50 ms. 120 BPM; 60 BPM from beat 2.5; a 0.25 s stop on
    // beat 3; a 0.5 s delay on beat 4; -60 BPM at beat 5 and 60 again at 6, which StepMania
    // turns into a warp from 5 to 7 (1 s lost, 1 beat at 60 to make it up).
    let notes = """
      0000
      0000
      1000
      0000
      0000
      0100
      0010
      0001
      ,
      1000
      0000
      0100
      0000
      0100
      0000
      0100
      0000
      ,
      0010
      0000
      0000
      0000
      """
    let text = ImportHarness.sm(
      offset: "-0.05", bpms: "0=120,2.5=60,5=-60,6=60",
      extra: "#STOPS:3=0.25;\n#DELAYS:4=0.5;", notes: notes)
    #expect(
      try ImportHarness.rows(text, file: "all.sm") == [
        Row(550, lane: 0),  // beat 1: 500
        Row(1_300, lane: 1),  // beat 2.5: 1250
        Row(1_800, lane: 2),  // beat 3: 1250 + 500 at 60 BPM; the stop comes after
        Row(2_550, lane: 3),  // beat 3.5: 1750 + 250 + 500
        Row(3_550, lane: 0),  // beat 4: 2000 + 1000 + the 500 delay before the note
        Row(4_550, lane: 1, hittable: false),  // beat 5: + 1000; the warp starts
        Row(4_550, lane: 1, hittable: false),  // beat 6: inside
        Row(4_550, lane: 1),  // beat 7: the warp's end
        Row(5_550, lane: 2),  // beat 8: one beat at 60 BPM
      ])
  }

  @Test("rows are StepMania's, in float, for any subdivision")
  func subdivisions() throws {
    // 3 lines: rows 0, 64, 128 (beats 0, 4/3, 8/3). 7 lines: row lrintf(l x 192 / 7): 27,
    // 55, 82, 110, 137, 165. At 120 BPM a row is 500/48 ms.
    let notes = "1000\n0100\n0010\n,\n1000\n0100\n0010\n0001\n1000\n0100\n0010"
    let rows = try ImportHarness.rows(ImportHarness.sm(notes: notes), file: "sub.sm")
    let expectedRows = [
      0, 64, 128, 192, 192 + 27, 192 + 55, 192 + 82, 192 + 110, 192 + 137, 192 + 165,
    ]
    let expected = expectedRows.map { (Double($0) * 500 / 48 * 1e6).rounded() / 1e6 }
    #expect(rows.map(\.ms) == expected)
    #expect(rows[1].ms == 666.666667 && rows[2].ms == 1_333.333333)
  }

  @Test("',,' is one measure break, as in StepMania; a measure of blank lines still counts")
  func emptyMeasures() throws {
    let rows = try ImportHarness.rows(
      ImportHarness.sm(notes: "1000,,\n0100\n,\n\n,\n0010"), file: "empty.sm")
    #expect(rows.map(\.ms) == [0, 2_000, 6_000])
  }
}
