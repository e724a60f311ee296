import Foundation
import StarlightCore

/// What Free Play's replay list pays for a replay file it has not read yet: decoding a
/// three-minute chart's replay with its expected outcome (every note's judgement) into the
/// list's facts. A file read once is kept, so a chart's list costs this per new file only.
enum ReplayListBenchmark {
  static let repetitions = 20

  static func run(chart map: BeatMap) throws {
    var replay = Autoplay(jitterStandardDeviation: .milliseconds(30), seed: 7)
      .replay(for: map, autoAssist: false)
    let rules = try ReplaySimulator.simulate(replay, beatMap: map)
    replay.expected = ExpectedOutcome(summary: rules.summary(), replay: replay)
    let bytes = ReplayCodec.encode(replay)
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<repetitions {
      times.append(
        LibraryImportBenchmark.seconds(
          clock.measure { _ = SavedReplay(fileName: "r.json", bytes: bytes) }))
    }
    let median = times.sorted()[times.count / 2] * 1000
    print(
      String(
        format:
          "replay list: one %d-note replay (%d actions, %d KB) read into the list: median %.2f ms; 100 such files %.0f ms the first time",
        map.notes.count, replay.actions.count, bytes.count / 1024, median, median * 100))
  }
}
