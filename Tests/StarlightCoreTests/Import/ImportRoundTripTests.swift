import Foundation
import Testing

@testable import StarlightCore

/// An imported chart played as the game would: loaded straight from the simfile with its
/// audio, and written as beat map JSON and loaded again, with the very same times.
@Suite("Imported charts load like beat maps")
struct ImportRoundTripTests {
  /// 8 s of 8 kHz mono silence as a RIFF WAVE file.
  static func wav(seconds: Int = 8) -> [UInt8] {
    func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
      withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
    let rate: UInt32 = 8_000
    let dataBytes = Int(rate) * 2 * seconds
    var fmt = le(UInt16(1)) + le(UInt16(1)) + le(rate) + le(rate * 2)
    fmt += le(UInt16(2)) + le(UInt16(16))
    var body = Array("WAVE".utf8) + Array("fmt ".utf8) + le(UInt32(fmt.count)) + fmt
    body += Array("data".utf8) + le(UInt32(dataBytes)) + [UInt8](repeating: 0, count: dataBytes)
    return Array("RIFF".utf8) + le(UInt32(body.count)) + body
  }

  static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("starlight-import-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  static let chart = ImportHarness.sm(
    offset: "-0.25", bpms: "0=150,4=-150,5=150", extra: "#STOPS:2=0.3;\n#DELAYS:3=0.2;",
    notes: "1000\n0200\n0010\n0301\n,\n1000\n0100\n0010\n0001\n,\n1000\n0000\n0000\n0000")

  @Test("a simfile loads with its audio, and as the JSON written from it, to the same times")
  func roundTrip() throws {
    try Self.withFolder { folder in
      try Data(Self.wav()).write(to: folder.appendingPathComponent("song.ogg"))
      let smURL = folder.appendingPathComponent("chart.sm")
      try Data(Self.chart.utf8).write(to: smURL)
      let fromSimfile = try BeatMapLoader.load(path: smURL.path)
      #expect(fromSimfile.audioDuration == .seconds(8))
      // Nine notes; beats 4 and 5 lie in the warp the negative BPM makes (4 to 6).
      #expect(fromSimfile.allNotes.count == 9 && fromSimfile.notes.count == 7)
      // 150 BPM from 250 ms: beat 2 at 1050, the 0.3 s stop, the 0.2 s delay: beat 3 at 1950;
      // beat 4, where the warp starts, at 2350.
      let expected: [Nanoseconds] = [250, 650, 1_050, 1_950, 2_350].map { .milliseconds($0) }
      #expect(Array(fromSimfile.allNotes.map(\.time).prefix(5)) == expected)

      let imported = try BeatMapImporter.importChart(
        data: Array(Self.chart.utf8), fileName: smURL.path, format: .stepMania, chart: nil)
      let jsonURL = folder.appendingPathComponent("chart.json")
      try Data(BeatMapJSONWriter.json(imported.document).utf8).write(to: jsonURL)
      let fromJSON = try BeatMapLoader.load(path: jsonURL.path)
      #expect(fromJSON.allNotes == fromSimfile.allNotes)
      #expect(fromJSON.laneCount == 4 && fromJSON.metadata.title == "Fixture")
    }
  }

  @Test(
    "a chart whose notes outrun its audio plays on past it, as StepMania plays it; its JSON does not"
  )
  func beyondTheAudio() throws {
    try Self.withFolder { folder in
      try Data(Self.wav(seconds: 2)).write(to: folder.appendingPathComponent("song.ogg"))
      let smURL = folder.appendingPathComponent("chart.sm")
      try Data(Self.chart.utf8).write(to: smURL)
      let map = try BeatMapLoader.load(path: smURL.path)
      #expect(map.audioDuration == .seconds(2))
      // Beat 6, at 2350 ms, is the first playable note after the warp and after the audio.
      let last = try #require(map.lastNoteTime)
      #expect(map.notes.contains { $0.time == .milliseconds(2_350) })
      #expect(last > map.audioDuration && map.songLength == last)
      let replay = Autoplay().replay(
        for: map, windows: GameConstants.standardWindows, autoAssist: false)
      let run = try simulateFirewall(replay, on: map)
      #expect(run.outcome == .cleared)
      #expect(run.judgements.allSatisfy { $0 == .hit(tier: 0, offset: 0) })

      // Written as beat map JSON it is this game's map, whose notes lie within the audio.
      let imported = try BeatMapImporter.importChart(
        data: Array(Self.chart.utf8), fileName: smURL.path, format: .stepMania, chart: nil)
      let jsonURL = folder.appendingPathComponent("chart.json")
      try Data(BeatMapJSONWriter.json(imported.document).utf8).write(to: jsonURL)
      let error = try #require(throws: BeatMapError.self) {
        try BeatMapLoader.load(path: jsonURL.path)
      }
      #expect(
        error.problems.first?.message.hasSuffix("is beyond the end of the audio (2000.000 ms)")
          == true)
    }
  }

  @Test("imported charts of every format play through autoplay, every note perfect")
  func autoplay() throws {
    let osu = OsuImportTests.osu(
      timing: OsuImportTests.timing,
      objects: ["64,192,1000,1,0", "192,192,1500,128,0,2500:0", "320,192,3250,1,0"])
    for (file, text) in [("a.sm", Self.chart), ("b.osu", osu)] {
      let map = try ImportHarness.map(text, file: file)
      let replay = Autoplay().replay(
        for: map, windows: GameConstants.standardWindows, autoAssist: false)
      let run = try simulateFirewall(replay, on: map)
      #expect(run.outcome == .cleared, "\(file)")
      #expect(run.judgements.allSatisfy { $0 == .hit(tier: 0, offset: 0) }, "\(file)")
    }
  }
}
