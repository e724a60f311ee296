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

  /// Quaver's own conversion of "Camellia - Backbeat Maniac (Evening) [Rewind VIP]"
  /// (Quaver.API's test resources, 620 KB, so not copied) in its traits: 9,245 timing points,
  /// from 6069 ms a 2 ms burst at one of the chart's extreme tempos (3.5 to 275 854.75 BPM)
  /// every 8 ms or so, each back to 130 BPM; notes every 66 or 67 ms on whole milliseconds,
  /// some on a timing point, some inside a burst, with holds, up to the last hold's 222 959 ms.
  static func backbeatManiac() -> (text: String, times: [(start: Int, end: Int?)]) {
    let extremes = [
      "22518.7539", "150.0625", "1838.26562", "12.250001", "42.875", "78815.6406", "525.21875",
      "6433.92969", "275854.75", "3.5",
    ]
    var points = [
      "- StartTime: 74\n  Bpm: 150", "- StartTime: 169\n  Bpm: 150", "- StartTime: 969\n  Bpm: 150",
    ]
    // A fixed linear congruential sequence: the same chart every run.
    var seed: UInt64 = 4_869_637
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var time = 6_069
    var bursts: [Int] = []
    while points.count < 9_245 {
      points.append("- StartTime: \(time)\n  Bpm: \(extremes[next(extremes.count)])")
      points.append("- StartTime: \(time + 2)\n  Bpm: 130")
      bursts.append(time)
      time += [8, 8, 8, 8, 6, 25, 27, 50, 100, 200][next(10)]
    }
    var times: [(start: Int, end: Int?)] = []
    var objects: [String] = []
    var note = 6_069
    var lane = 1
    var index = 0
    while note < 222_000 {
      let burst = bursts.last { $0 <= note && note - $0 < 50 }
      let start = index % 7 == 3 ? (burst ?? note - 1) + 1 : note
      let end = index % 11 == 5 ? start + 200 : nil
      objects.append(
        "- StartTime: \(start)\n  Lane: \(lane)" + (end.map { "\n  EndTime: \($0)" } ?? ""))
      times.append((start, end))
      lane = lane % 4 + 1
      note += index % 3 == 2 ? 66 : 67
      index += 1
    }
    objects.append("- StartTime: 222500\n  Lane: \(lane)\n  EndTime: 222959")
    times.append((222_500, 222_959))
    let text = """
      AudioFile: audio.mp3
      Mode: Keys4
      Title: Backbeat Maniac
      Artist: Camellia
      DifficultyName: Rewind VIP
      TimingPoints:
      \(points.joined(separator: "\n"))
      HitObjects:
      \(objects.joined(separator: "\n"))
      """
    return (text, times)
  }

  /// Every note's time and hold end as whole nanoseconds, in note order.
  static func nanoseconds(_ times: [(start: Int, end: Int?)]) -> [Nanoseconds] {
    times.sorted { $0.start < $1.start }.flatMap {
      [Int64($0.start)] + ($0.end.map { [Int64($0)] } ?? [])
    }
    .map { .milliseconds($0) }
  }

  static func nanoseconds(_ map: BeatMap) -> [Nanoseconds] {
    map.allNotes.flatMap { [$0.time] + ($0.endTime.map { [$0] } ?? []) }
  }

  @Test("9,245 timing points up to 275 854.75 BPM: every note on its StartTime and EndTime")
  func extremeTempos() throws {
    let chart = Self.backbeatManiac()
    let imported = try ImportHarness.imported(chart.text, file: "backbeat.qua")
    let map = try BeatMapLoader.assemble(imported, audioDuration: nil)
    #expect(map.allNotes.count == chart.times.count)
    let expected = Self.nanoseconds(chart.times)
    let got = Self.nanoseconds(map)
    let wrong = zip(got, expected).filter { $0 != $1 }
    #expect(
      got == expected, "\(wrong.count) times off their milliseconds, first \(wrong.prefix(3))")
    // The tempo is the file's, every change of it (the three 150 BPM points at the start are
    // one), 275 854.75 BPM included: no fallback grid was needed.
    #expect(imported.document.tempo.count == 9_243)
    #expect(imported.document.tempo.contains { $0.bpm == 275_854.75 })
    #expect(imported.report.warnings.allSatisfy { !$0.message.contains("timing points") })
    // Written as beat map JSON and read back, the very same times.
    let json = Array(BeatMapJSONWriter.json(imported.document).utf8)
    let again = try BeatMapLoader.parse(data: json, fileName: "backbeat.json") { _ in .success(.max)
    }
    #expect(Self.nanoseconds(again) == expected)
  }

  @Test(
    "Timing points Quaver plays but draws no beats from (Bpm 0, below 0, .nan, .inf) are passed over"
  )
  func unusableTempos() throws {
    let text = Self.qua(
      objects: """
        - StartTime: 1000
          Lane: 1
        - StartTime: 3000
          Lane: 2
          EndTime: 3500
        - StartTime: 4001
          Lane: 3
          EndTime: -1
        """
    ).replacingOccurrences(
      of: "- StartTime: 2500\n  Bpm: 240",
      with: """
        - StartTime: 2500
          Bpm: 0
        - StartTime: 2600
          Bpm: -120
        - StartTime: 2700
          Bpm: .nan
        - StartTime: 2800
          Bpm: .inf
        - StartTime: 2900
          Bpm: 275854.75
        """)
    #expect(
      try ImportHarness.rows(text, file: "odd.qua") == [
        Row(1_000, lane: 0), Row(3_000, lane: 1, end: 3_500), Row(4_001, lane: 2),
      ])
    let imported = try ImportHarness.imported(text, file: "odd.qua")
    #expect(imported.document.tempo.map(\.bpm) == [120, 275_854.75])
    #expect(
      imported.report.warnings.contains {
        $0.message.hasPrefix("warning: 4 timing points with a Bpm of 0, below 0 or not a number")
      })
  }

  @Test("Beats too many to count past an extreme tempo: one tempo, the notes on their times")
  func steadyGrid() throws {
    let text = Self.qua(
      objects: """
        - StartTime: 1000
          Lane: 1
        - StartTime: 2999
          Lane: 2
        - StartTime: 4003
          Lane: 3
          EndTime: 5007
        """
    ).replacingOccurrences(
      of: "- StartTime: 2500\n  Bpm: 240",
      with: """
        - StartTime: 2500
          Bpm: 1e300
        - StartTime: 2502
          Bpm: 120
        """)
    #expect(
      try ImportHarness.rows(text, file: "fast.qua") == [
        Row(1_000, lane: 0), Row(2_999, lane: 1), Row(4_003, lane: 2, end: 5_007),
      ])
    let imported = try ImportHarness.imported(text, file: "fast.qua")
    // 2 ms at 1e300 BPM are 3e297 beats: after them a double cannot tell 120 BPM's beats
    // apart. 120 BPM lasts longest (from 0, as Quaver counts it).
    #expect(imported.document.tempo == [TempoPoint(beat: 0, bpm: 120)])
    #expect(
      imported.report.warnings.contains { $0.message.contains("beats follow one tempo, 120.0 BPM") }
    )
  }
}
