import Foundation
import Testing

@testable import StarlightCore

/// Malody key-mode charts (`.mc`): beats as `[beat, numerator, denominator]`, BPM changes by
/// beat, holds (`endbeat`), the song's offset on its sound note, 4 to 10 columns; other modes
/// refused by their mode.
@Suite("Malody .mc import")
struct MalodyImportTests {
  typealias Row = ImportHarness.Row

  /// 120 BPM from beat 0, 240 BPM from beat 4; the sound note at beat 0 with `offset` 100.
  static let chart = """
    {
      "meta": {
        "version": "4K Normal", "mode": 0, "background": "bg.jpg", "preview": 1000,
        "song": {"title": "Shiido", "artist": "Fixture", "titleorg": "シード"},
        "mode_ext": {"column": 4}
      },
      "time": [{"beat": [4, 0, 1], "bpm": 240}, {"beat": [0, 0, 1], "bpm": 120}],
      "note": [
        {"beat": [0, 0, 1], "sound": "song.ogg", "vol": 100, "offset": 100, "type": 1},
        {"beat": [5, 0, 1], "column": 3},
        {"beat": [1, 0, 1], "column": 0},
        {"beat": [2, 1, 2], "endbeat": [3, 3, 4], "column": 1},
        {"beat": [4, 2, 4], "column": 2}
      ]
    }
    """

  @Test("a BPM change, a hold and the sound note's offset, worked out by hand")
  func bpmChangeHoldAndOffset() throws {
    // A beat lasts 500 ms at 120 BPM and 250 ms at 240 BPM; the offset of 100 ms on the
    // sound note (at beat 0) plays every note 100 ms earlier in the song:
    //   [1, 0, 1]  beat 1     1 x 500 = 500 ms            - 100 = 400 ms
    //   [2, 1, 2]  beat 2.5   2.5 x 500 = 1250 ms         - 100 = 1150 ms, held to
    //   [3, 3, 4]  beat 3.75  3.75 x 500 = 1875 ms        - 100 = 1775 ms
    //   [4, 2, 4]  beat 4.5   4 x 500 + 0.5 x 250 = 2125  - 100 = 2025 ms
    //   [5, 0, 1]  beat 5     4 x 500 + 1 x 250 = 2250    - 100 = 2150 ms
    #expect(
      try ImportHarness.rows(Self.chart, file: "chart.mc") == [
        Row(400, lane: 0), Row(1_150, lane: 1, end: 1_775), Row(2_025, lane: 2),
        Row(2_150, lane: 3),
      ])
    let imported = try ImportHarness.imported(Self.chart, file: "chart.mc")
    #expect(imported.document.audioFile == "song.ogg")
    #expect(imported.document.laneCount == 4)
    #expect(imported.document.metadata.origin == .malody)
    #expect(imported.document.metadata.difficulty == "4K Normal")
    #expect(imported.document.previewStartMs == 1_000)
    #expect(imported.report.sourceFormat == "Malody .mc")
    #expect(imported.report.chartDescription == "4K '4K Normal'")
  }

  @Test("the sound note's beat counts too, and a negative offset plays notes later")
  func soundNoteLaterAndNegativeOffset() throws {
    // The song starts at the sound note's beat 2 (1000 ms at 120 BPM), offset -50 ms:
    // beat 0 is at -(1000 - 50) = -950 ms of the song. Beat 3: 1500 - 950 = 550 ms; beat 5
    // (the BPM doubles at beat 4): 2000 + 250 - 950 = 1300 ms.
    let text = """
      {"meta": {"version": "V", "mode": 0, "mode_ext": {"column": 4}},
       "time": [{"beat": [0, 0, 1], "bpm": 120}, {"beat": [4, 0, 1], "bpm": 240}],
       "note": [{"beat": [2, 0, 1], "sound": "s.ogg", "offset": -50, "type": 1},
                {"beat": [3, 0, 1], "column": 0}, {"beat": [5, 0, 1], "column": 1}]}
      """
    #expect(
      try ImportHarness.rows(text, file: "late.mc") == [Row(550, lane: 0), Row(1_300, lane: 1)])
  }

  @Test("a negative denominator is the same fraction; notes beyond the columns are left out")
  func negativeDenominatorAndStrayColumns() throws {
    let text = """
      {"meta": {"version": "7K", "mode": 0, "mode_ext": {"column": 7}},
       "time": [{"beat": [0, 0, 1], "bpm": 60}],
       "note": [{"beat": [0, 0, 1], "sound": "s.ogg", "type": 1},
                {"beat": [2, -1, -4], "column": 6}, {"beat": [3, 0, 1], "column": 7}]}
      """
    // [2, -1, -4] is beat 2.25: 2250 ms at 60 BPM. Column 7 is past a 7K chart's last (6).
    #expect(try ImportHarness.rows(text, file: "seven.mc") == [Row(2_250, lane: 6)])
    let warnings = try ImportHarness.imported(text, file: "seven.mc").report.warnings
    #expect(
      warnings.map(\.message) == [
        "warning: 1 note beyond the 7 columns left out, as Malody leaves them out"
      ])
  }

  @Test(
    "a chart of another mode is refused in one line naming the file and the mode",
    arguments: [(3, "catch"), (5, "taiko"), (7, "slide"), (1, "step")])
  func otherModesRefused(mode: Int, name: String) {
    let text = """
      {"meta": {"version": "X", "mode": \(mode), "mode_ext": {"speed": 12}},
       "time": [{"beat": [0, 0, 1], "bpm": 150}],
       "note": [{"beat": [1, 0, 1], "x": 100}]}
      """
    #expect(
      ImportHarness.problems(text, file: "other.mc") == [
        "meta.mode: a Malody \(name) chart (mode \(mode)); only key mode (mode 0) plays here"
      ])
    let listing = BeatMapImporter.charts(data: Array(text.utf8), format: .malody)
    #expect(listing.map(\.isPlayable) == [false])
    #expect(listing.first?.summary == "Malody \(name) chart (mode \(mode))")
  }

  @Test("4 to 10 columns play; 3 and 11 are refused with the range")
  func columnRange() throws {
    func text(_ columns: Int) -> String {
      """
      {"meta": {"version": "V", "mode": 0, "mode_ext": {"column": \(columns)}},
       "time": [{"beat": [0, 0, 1], "bpm": 120}],
       "note": [{"beat": [1, 0, 1], "column": 0}]}
      """
    }
    for columns in 4...10 {
      #expect(try ImportHarness.map(text(columns), file: "k.mc").laneCount == columns)
    }
    for columns in [3, 11] {
      #expect(
        ImportHarness.problems(text(columns), file: "k.mc") == [
          "meta.mode_ext.column: \(columns) columns; Malody's key mode plays 4 to 10"
        ])
    }
  }

  @Test("malformed charts: every problem with its JSON path, never a trap")
  func malformed() {
    let cases: [(String, String)] = [
      ("not json", "file: not a Malody chart: not valid JSON"),
      (
        #"{"meta": {"mode": 0, "mode_ext": {"column": 4}}, "time": [], "note": []}"#,
        "time: no BPM"
      ),
      (
        #"{"meta": {"mode": 0, "mode_ext": {"column": 4}}, "time": [{"beat": [0, 0, 0], "bpm": 1}], "note": []}"#,
        "time[0].beat: denominator is 0"
      ),
      (
        #"{"meta": {"mode": 0, "mode_ext": {"column": 4}}, "time": [{"beat": [0, 0, 1], "bpm": -5}], "note": []}"#,
        "time[0].bpm: BPM -5.0 must be above 0"
      ),
      (
        #"{"meta": {"mode": 0, "mode_ext": {"column": 4}}, "time": [{"beat": [0, 0, 1], "bpm": 1}], "note": [{"beat": [1, 2], "column": 0}]}"#,
        "note[0].beat: must be [beat, numerator, denominator], three whole numbers"
      ),
      (
        #"{"meta": {"mode": 0, "mode_ext": {"column": 4}}, "time": [{"beat": [0, 0, 1], "bpm": 120}], "note": [{"beat": [2, 0, 1], "endbeat": [1, 0, 1], "column": 0}]}"#,
        "note[0]: hold ends at"
      ),
    ]
    for (text, expected) in cases {
      let problems = ImportHarness.problems(text, file: "bad.mc").joined(separator: " | ")
      #expect(problems.hasPrefix(expected), "\(problems)")
    }
  }

  @Test("the song list's facts: names in their own script, the transliteration, art, keys")
  func songFacts() {
    let facts = ChartFormat.malody.reader.songFacts(data: Array(Self.chart.utf8))
    #expect(facts.title == "シード")
    #expect(facts.titleTranslit == "Shiido")
    #expect(facts.artist == "Fixture")
    #expect(facts.background == "bg.jpg")
    #expect(facts.stepsTypes == ["Malody 4K"])
  }

  @Test("judged by default under Quaver's judge, from its path as from its origin")
  func defaultJudge() {
    #expect(JudgeID.defaultJudge(for: ChartOrigin(path: "/lib/songs/x/chart.MC")) == .quaver)
    #expect(JudgeID.defaultJudge(for: .malody) == .quaver)
  }
}
