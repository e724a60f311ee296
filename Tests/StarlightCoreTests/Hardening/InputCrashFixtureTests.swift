import Foundation
import Testing

@testable import StarlightCore

/// Issue 14's crashes and nonsense results, each from its fixture file: every one is now a
/// clear message (and a refusal), never a trap.
@Suite("Hardening: crash fixtures")
struct InputCrashFixtureTests {
  @Test(
    "an osu! file whose numbers are huge is refused with the range, not a trap",
    arguments: [
      (
        "osu-huge-circlesize.osu",
        "line 12: CircleSize 1e19 is out of range: this game plays 1 to 10 lanes"
      ),
      (
        "osu-huge-note-time.osu",
        "line 18: note at 9223372036854.775 ms is out of range 0 to 86400000.000 ms"
      ),
      (
        "osu-huge-hold-end.osu",
        "line 18: hold end at 9223372036854.775 ms is out of range 0 to 86400000.000 ms"
      ),
      ("osu-huge-timing-point.osu", "line 18: note at -0.000 ms is before the start of the audio"),
    ])
  func hugeOsuNumbers(file: String, expected: String) {
    #expect(HardeningFixtures.chartProblems(file) == [expected])
  }

  @Test("a huge hit object type is read as the bits it has, not a trap")
  func hugeOsuType() {
    #expect(HardeningFixtures.chartProblems("osu-huge-type.osu") == [])
  }

  @Test("a whole number from a file converts only when an Int holds it exactly")
  func checkedConversion() {
    #expect(NumberText.wholeNumber(3.6) == 4)
    #expect(NumberText.wholeNumber(-2.4) == -2)
    #expect(NumberText.wholeNumber(1e19) == nil)
    #expect(NumberText.wholeNumber(-1e300) == nil)
    #expect(NumberText.wholeNumber(.nan) == nil)
    #expect(NumberText.wholeNumber(.infinity) == nil)
  }

  @Test(
    "a replay that would crash the scoring or the report, or judge nonsense, is refused",
    arguments: [
      (
        "replay-points-overflow.json",
        "replay tuning: firewall.windows: points must be 0...1000000 per tier"
      ),
      (
        "replay-points-near-max-no-events.json",
        "replay tuning: firewall.windows: points must be 0...1000000 per tier"
      ),
      (
        "replay-duplicate-window-names.json",
        "replay tuning: firewall.windows: two tiers share a name; each tier needs its own"
      ),
      (
        "replay-negative-points.json",
        "replay tuning: firewall.windows: points must be 0...1000000 per tier"
      ),
      (
        "replay-windows-not-increasing.json",
        "replay tuning: firewall.windows: the tiers must widen strictly, innermost first"
      ),
      (
        "replay-events-out-of-order.json",
        "replay action 2 at 4000000000 ns comes before the one before it (4560000000 ns); actions must be in time order"
      ),
    ])
  func refusedReplays(file: String, expected: String) throws {
    #expect(try HardeningFixtures.replayProblem(file) == expected)
  }

  @Test("a version 3 file in recorded order still loads, its actions put in time order")
  func olderFileInRecordedOrder() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(HardeningFixtures.bytes("replay-events-out-of-order.json"))) as? [String: Any])
    object["version"] = 3
    let replay = try ReplayCodec.decode([UInt8](try JSONSerialization.data(withJSONObject: object)))
    #expect(replay.actions.map(\.time) == replay.actions.map(\.time).sorted())
  }

  @Test("a replay pressing a lane the map does not have is refused before it plays")
  func laneBeyondMap() throws {
    let replay = try ReplayCodec.decode(HardeningFixtures.bytes("replay-lane-beyond-map.json"))
    let map = try BeatMapLoader.load(
      path: repositoryRoot().appendingPathComponent("BeatMaps/chapter4_firewall.json").path)
    #expect(throws: ReplayMismatch.self) { try ReplaySimulator(replay, beatMap: map) }
    do {
      _ = try ReplaySimulator(replay, beatMap: map)
    } catch {
      #expect("\(error)" == "replay presses lane 9, but Chapter 4 \"Firewall\" has lanes 0...3")
    }
  }

  @Test("a sound replay still decodes and says whether its windows are the defaults")
  func customWindows() throws {
    let valid = try ReplayCodec.decode(HardeningFixtures.bytes("replay-valid.json"))
    #expect(!valid.hasCustomWindows)
    let custom = try ReplayCodec.decode(HardeningFixtures.bytes("replay-custom-windows.json"))
    #expect(custom.hasCustomWindows)
  }

  @Test("the tuning file refuses what the replay refuses: shared names, points out of range")
  func tuningFileRefusesTheSame() {
    let json = #"{"firewall":{"windows":{"tiers":[{"name":"a","halfWidth":1000,"points":-1}]}}}"#
    #expect(throws: TuningFile.Problem.self) { try TuningFile.decode(Array(json.utf8)) }
  }

  @Test("a StepMania chart ending in a negative BPM imports as a map that validates")
  func negativeBPMAtTheEnd() throws {
    let data = try HardeningFixtures.bytes("import-negative-bpm-at-end.sm")
    let imported = try BeatMapImporter.importChart(
      data: data, fileName: "import-negative-bpm-at-end.sm", format: .stepMania, chart: nil)
    #expect(imported.document.tempo.allSatisfy { $0.bpm > 0 })
    let written = Array(BeatMapJSONWriter.json(imported.document).utf8)
    let reread = try BeatMapLoader.parse(data: written, fileName: "out.json") { _ in .success(.max)
    }
    #expect(reread.allNotes.count == 4)
    #expect(reread.notes.count == 1)
  }
}
