import Testing

@testable import StarlightCore

/// osu!mania import: uninherited timing points only, holds, the column from x, the key
/// count from CircleSize, and the 24 ms osu! adds to maps older than format version 5.
@Suite("osu!mania import")
struct OsuImportTests {
  typealias Row = ImportHarness.Row

  static func osu(
    version: Int = 14, mode: String = "3", keys: String = "4", timing: [String] = [],
    objects: [String]
  ) -> String {
    """
    osu file format v\(version)

    [General]
    AudioFilename: song.ogg
    PreviewTime: 2000
    Mode: \(mode)

    [Metadata]
    Title:Fixture
    Artist:Tests
    Version:4K Normal

    [Difficulty]
    CircleSize:\(keys)

    [TimingPoints]
    \(timing.joined(separator: "\n"))

    [HitObjects]
    \(objects.joined(separator: "\n"))
    """
  }

  /// 120 BPM from 1000 ms, a slider-velocity line (ignored), 240 BPM from 3000 ms.
  static let timing = [
    "1000,500,4,1,0,100,1,0", "2000,-50,4,1,0,100,0,0", "3000,250,4,1,0,100,1,0",
  ]

  @Test("notes and holds land on their milliseconds, before and after each timing point")
  func times() throws {
    let objects = [
      "64,192,750,1,0,0:0:0:0:",  // before the first timing point: column 0
      "64,192,1000,1,0,0:0:0:0:",
      "192,192,1500,1,0,0:0:0:0:",  // column 1
      "320,192,2000,128,0,2500:0:0:0:0:",  // a hold in column 2
      "448,192,3250,1,0,0:0:0:0:",  // column 3, under the second tempo
      "448,192,3333,1,0,0:0:0:0:",  // between beats
    ]
    let text = Self.osu(timing: Self.timing, objects: objects)
    #expect(
      try ImportHarness.rows(text, file: "map.osu") == [
        Row(750, lane: 0), Row(1_000, lane: 0), Row(1_500, lane: 1),
        Row(2_000, lane: 2, end: 2_500),
        Row(3_250, lane: 3), Row(3_333, lane: 3),
      ])
    let imported = try ImportHarness.imported(text, file: "map.osu")
    #expect(imported.document.laneCount == 4)
    #expect(imported.document.metadata.difficulty == "4K Normal")
    #expect(imported.document.previewStartMs == 2_000)
    #expect(
      imported.document.tempo == [TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 5, bpm: 240)])
  }

  @Test("a map before format version 5 is 24 ms later, as osu! plays it")
  func earlyVersionOffset() throws {
    let text = Self.osu(
      version: 4, timing: Self.timing, objects: ["64,192,1000,1,0", "192,192,2000,128,0,2500:0"])
    #expect(
      try ImportHarness.rows(text, file: "old.osu") == [
        Row(1_024, lane: 0), Row(2_024, lane: 1, end: 2_524),
      ])
    #expect(try ImportHarness.imported(text, file: "old.osu").document.previewStartMs == 2_024)
  }

  @Test(
    "the column is osu!'s: x over 512/keys in float, floored, clamped",
    arguments: [
      (0, 0), (73, 0), (74, 1), (256, 3), (438, 5), (439, 6), (511, 6), (600, 6), (-5, 0),
    ])
  func column(x: Int, expected: Int) {
    #expect(OsuHitObjects.column(x: Double(x), keys: 7) == expected)
  }

  @Test("the key count comes from CircleSize, rounded")
  func keyCount() throws {
    for (size, lanes) in [("7", 7), ("9.6", 10), ("1", 1)] {
      let text = Self.osu(keys: size, timing: Self.timing, objects: ["0,192,1000,1,0"])
      #expect(try ImportHarness.imported(text, file: "k.osu").document.laneCount == lanes)
    }
  }

  @Test("a hold that ends where it starts is played as a tap, with a warning")
  func zeroLengthHold() throws {
    let text = Self.osu(timing: Self.timing, objects: ["64,192,1000,128,0,1000:0:0:0:0:"])
    #expect(try ImportHarness.rows(text, file: "h.osu") == [Row(1_000, lane: 0)])
    #expect(
      try ImportHarness.warnings(text, file: "h.osu") == [
        "line 22: warning: hold ends no later than it starts; played as a tap"
      ])
  }

  @Test("times under fractional beat lengths stay on their exact milliseconds")
  func fractionalBeatLength() throws {
    // 140 BPM is a beat length of 428.571428571429 ms.
    let objects = (0..<200).map { "64,192,\(1_000 + $0 * 137),1,0" }
    let text = Self.osu(
      timing: ["1000,428.571428571429,4,1,0,100,1,0", "40000,333.3333,4,1,0,100,1,0"],
      objects: objects)
    let rows = try ImportHarness.rows(text, file: "f.osu")
    let expected: [Double] = (0..<200).map { Double(1_000 + $0 * 137) }
    #expect(rows.map(\.ms) == expected)
  }
}
