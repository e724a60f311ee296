import Testing

@testable import StarlightCore

/// Quaver charts (`.qua`): lanes from 1, defaults left out (a missing StartTime is 0, a
/// missing EndTime a tap), the scratch key, timing points as the tempo, bad input refused.
@Suite("Quaver .qua import")
struct QuaverImportTests {
  typealias Row = ImportHarness.Row

  static func qua(mode: String = "Keys4", scratch: Bool = false, objects: String) -> String {
    """
    AudioFile: audio.mp3
    SongPreviewTime: 1000
    BackgroundFile: bg.jpg
    MapId: -1
    MapSetId: -1
    Mode: \(mode)
    Title: Fixture
    Artist: Tests
    Source: ''
    Tags: ''
    Creator: Tester
    DifficultyName: Hard
    Description: ''
    BPMDoesNotAffectScrollVelocity: true
    InitialScrollVelocity: 1
    HasScratchKey: \(scratch)
    EditorLayers: []
    CustomAudioSamples: []
    SoundEffects: []
    TimingPoints:
    - StartTime: 500
      Bpm: 120
    - StartTime: 2500
      Bpm: 240
    SliderVelocities:
    - StartTime: 1000
      Multiplier: 1.5
    HitObjects:
    \(objects)
    """
  }

  @Test("Taps and holds at their milliseconds, lane 1 as lane 0")
  func notes() throws {
    let text = Self.qua(
      objects: """
        - StartTime: 1000
          Lane: 1
          KeySounds: []
        - StartTime: 1500
          Lane: 4
          EndTime: 2000
          KeySounds: []
        - StartTime: 2750
          Lane: 2
          KeySounds: []
        """)
    #expect(
      try ImportHarness.rows(text, file: "chart.qua") == [
        Row(1_000, lane: 0), Row(1_500, lane: 3, end: 2_000), Row(2_750, lane: 1),
      ])
    let imported = try ImportHarness.imported(text, file: "chart.qua")
    #expect(imported.document.laneCount == 4)
    #expect(imported.document.metadata.origin == .quaver)
    #expect(imported.report.sourceFormat == "Quaver .qua")
    #expect(imported.report.warnings.count == 1)
  }

  @Test("A note without StartTime is at 0; 7K with the scratch key has 8 lanes")
  func defaults() throws {
    let text = Self.qua(
      mode: "Keys7", scratch: true,
      objects: """
        - Lane: 8
        - StartTime: 1000
          Lane: 1
        """)
    #expect(try ImportHarness.rows(text, file: "s.qua") == [Row(0, lane: 7), Row(1_000, lane: 0)])
  }

  @Test("Bad charts are refused naming the problem")
  func bad() {
    let cases: [(String, String)] = [
      (Self.qua(mode: "Keys5", objects: "- Lane: 1"), "Mode"),
      (Self.qua(objects: "- StartTime: 10\n  Lane: 5"), "HitObjects[0]"),
      (Self.qua(objects: "- StartTime: 10\n  Lane: 1\n  EndTime: 5"), "EndTime"),
      (Self.qua(objects: "- StartTime: x\n  Lane: 1"), "HitObjects"),
      ("a: &a [1]\nb: *a\n", "aliases"),
      (": : :\n\t- [", "YAML"),
    ]
    for (text, expected) in cases {
      let problems = ImportHarness.problems(text, file: "bad.qua").joined(separator: " | ")
      #expect(problems.contains(expected), "\(problems) should say \(expected)")
    }
  }
}
