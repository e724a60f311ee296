import Testing

@testable import StarlightCore

/// osu!mania maps with sliders and spinners: each becomes a hold as lazer's
/// `ManiaBeatmapConverter` makes it for a mania map. Expected values worked out by hand from
/// osu!'s rules: a slider lasts spans x length x beatLength / (100 x SliderMultiplier x SV)
/// (its end floored to a whole millisecond, as osu!-stable has it: OsuManiaConversionTests),
/// spans = max(1, slides), SV = 100 / -beatLength of the inherited line in force (0.1...10;
/// 1 after a red line; a green line wins on the same time), SliderMultiplier clamped to
/// 0.4...3.6 (1 when absent); a spinner spans to its end time in the column of x = 256.
@Suite("osu!mania sliders and spinners")
struct OsuSliderImportTests {
  typealias Row = ImportHarness.Row

  static func osu(
    version: Int = 14, keys: Int = 4, multiplier: String? = "1.4", timing: [String],
    objects: [String]
  ) -> String {
    """
    osu file format v\(version)

    [General]
    AudioFilename: song.ogg
    Mode: 3

    [Metadata]
    Title:Sliders
    Version:Old

    [Difficulty]
    CircleSize:\(keys)
    \(multiplier.map { "SliderMultiplier:\($0)" } ?? "")

    [TimingPoints]
    \(timing.joined(separator: "\n"))

    [HitObjects]
    \(objects.joined(separator: "\n"))
    """
  }

  /// 120 BPM (500 ms beats) from 0; SV 2 from 1000 ms; 150 BPM (400 ms) from 2500 ms, where
  /// a green line (SV 4) shares the red line's time but comes first in the file.
  static let timing = [
    "0,500,4,1,0,100,1,0", "1000,-50,4,1,0,100,0,0", "2500,-25,4,1,0,100,0,0",
    "2500,400,4,1,0,100,1,0",
  ]

  @Test(
    "a slider lasts spans x length over its velocity, in the column of its x",
    arguments: [
      // 1 span of 70 px at 1x, 500 ms beats, multiplier 1.4: 70 x 500 / 140 = 250 ms.
      ("64,192,500,2,0,L|200:192,1,70", Row(500, lane: 0, end: 750)),
      // Slides 0 (or below) counts as one span, as in osu!-stable.
      ("64,192,500,2,0,L|200:192,0,70", Row(500, lane: 0, end: 750)),
      ("64,192,500,2,0,L|200:192,-5,70", Row(500, lane: 0, end: 750)),
      // 2 spans of 140 px at SV 2: 2 x 140 x 500 / (140 x 2) = 500 ms.
      ("192,192,1500,6,0,B|300:100|400:192,2,140", Row(1_500, lane: 1, end: 2_000)),
      // At 2500 the green line wins: SV 4, 400 ms beats: 3 x 112 x 400 / (140 x 4) = 240 ms.
      ("320,192,2500,2,0,P|350:150|400:192,3,112", Row(2_500, lane: 2, end: 2_740)),
      // Later, still SV 4: 1 x 35 x 400 / 560 = 25 ms.
      ("511,192,3000,2,0,L|511:100,1,35", Row(3_000, lane: 3, end: 3_025)),
    ])
  func slider(object: String, expected: Row) throws {
    let text = Self.osu(timing: Self.timing, objects: [object])
    #expect(try ImportHarness.rows(text, file: "s.osu") == [expected])
    #expect(try ImportHarness.imported(text, file: "s.osu").report.sliders == 1)
  }

  @Test(
    "the slider multiplier defaults to 1 and is clamped to 0.4...3.6; SV to 0.1...10",
    arguments: [
      // No multiplier: 1 x 100 x 500 / 100 = 500 ms.
      (nil as String?, "0,500,4,1,0,100,1,0", 500.0),
      // 9 clamps to 3.6: 360 x 500 / 360 = 500 ms (this case slides 360 px).
      ("9", "0,500,4,1,0,100,1,0", 500),
      // 0.1 clamps to 0.4: 100 x 500 / 40 = 1250 ms.
      ("0.1", "0,500,4,1,0,100,1,0", 1_250),
    ])
  func multiplier(multiplier: String?, red: String, durationMs: Double) throws {
    let length = multiplier == "9" ? "360" : "100"
    let text = Self.osu(
      multiplier: multiplier, timing: [red], objects: ["64,192,1000,2,0,L|1:1,1,\(length)"])
    #expect(
      try ImportHarness.rows(text, file: "m.osu") == [Row(1_000, lane: 0, end: 1_000 + durationMs)])
  }

  @Test("a green line of -5 (SV 20) is held to SV 10: 100 x 500 / (140 x 10) ms")
  func velocityClamp() throws {
    let text = Self.osu(
      timing: ["0,500,4,1,0,100,1,0", "0,-5,4,1,0,100,0,0"],
      objects: ["64,192,1000,2,0,L|1:1,1,280"])
    // 280 x 500 / (140 x 10) = 100 ms.
    #expect(try ImportHarness.rows(text, file: "v.osu") == [Row(1_000, lane: 0, end: 1_100)])
  }

  @Test(
    "a spinner spans to its end time in the column osu!'s seeded generator draws, whatever its x",
    // HP and OD 5 by default, AR = OD: seeds 391, 451, 411, 331 and 511, whose first draws
    // are these columns (worked out apart from the importer, and checked against osu!'s
    // published conversion in OsuSpinnerPlacementTests).
    arguments: [(4, 0), (7, 0), (5, 0), (1, 0), (10, 1)])
  func spinner(keys: Int, lane: Int) throws {
    let text = Self.osu(
      keys: keys, timing: Self.timing, objects: ["0,0,1000,12,0,1600,0:0:0:0:"])
    #expect(try ImportHarness.rows(text, file: "sp.osu") == [Row(1_000, lane: lane, end: 1_600)])
    #expect(try ImportHarness.imported(text, file: "sp.osu").report.spinners == 1)
  }

  @Test("a spinner shorter than 100 ms is a note, as osu! makes it (no warning)")
  func emptySpinner() throws {
    let text = Self.osu(timing: Self.timing, objects: ["256,192,1000,8,0,1000"])
    #expect(try ImportHarness.rows(text, file: "e.osu") == [Row(1_000, lane: 0)])
    let report = try ImportHarness.imported(text, file: "e.osu").report
    #expect(report.warnings.isEmpty)
  }

  @Test("before format version 5, sliders, spinners and timing lines are all 24 ms later")
  func earlyVersion() throws {
    let text = Self.osu(
      version: 4, timing: Self.timing,
      objects: ["192,192,1500,2,0,B|300:100,2,140", "256,192,3000,8,0,3500"])
    #expect(
      try ImportHarness.rows(text, file: "old.osu") == [
        Row(1_524, lane: 1, end: 2_024), Row(3_024, lane: 0, end: 3_524),
      ])
  }

  @Test("sliders and spinners among notes and holds: the summary counts them as made holds")
  func mixed() throws {
    let text = Self.osu(
      timing: Self.timing,
      objects: [
        "64,192,500,1,0", "192,192,1500,2,0,L|1:1,2,140", "320,192,2000,128,0,2400:0",
        "448,192,3000,8,0,3300",
      ])
    let imported = try ImportHarness.imported(text, file: "mix.osu")
    #expect(imported.report.summaryLines == ["1 slider made holds", "1 spinner made holds"])
    #expect(
      try ImportHarness.rows(text, file: "mix.osu") == [
        Row(500, lane: 0), Row(1_500, lane: 1, end: 2_000), Row(2_000, lane: 2, end: 2_400),
        Row(3_000, lane: 0, end: 3_300),
      ])
  }
}
