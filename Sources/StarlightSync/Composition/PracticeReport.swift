import Foundation
import StarlightCore

/// The JSON `replay --headless --json` prints for a practice replay: the plan (section,
/// loops, rate, pitch) and every pass re-simulated, with Chapter 4's full breakdown each.
struct PracticeReport: Encodable {
  struct Pass: Encodable {
    let number: Int
    let startMs: Double
    let ending: String?
    let accuracyPercent: Double
    let run: RunReport.Firewall?
  }

  let chapter = ChapterID.firewall.number
  let headline: String
  let rate: Double
  let pitch: String
  let sectionStartMs: Double
  let sectionEndMs: Double
  /// 0 for forever.
  let loops: Int
  let gapMs: Double
  let countInBeats: Int
  let passes: [Pass]

  /// Re-simulates every pass of `replay` on `map`.
  init(replay: Replay, map: BeatMap?) throws(ReplayMismatch) {
    var passes: [Pass] = []
    var results: [PracticePassResult] = []
    for (record, attempt) in zip(replay.practice?.passes ?? [], replay.passReplays) {
      let rules = try ReplaySimulator.simulate(attempt, beatMap: map)
      let figures = rules.summary().firewall
      let accuracy = figures?.accuracy ?? 0
      results.append(
        PracticePassResult(number: record.number, accuracy: accuracy, ending: record.ending))
      passes.append(
        Pass(
          number: record.number, startMs: record.start.milliseconds,
          ending: record.ending?.rawValue, accuracyPercent: (accuracy * 10_000).rounded() / 100,
          run: figures.map { RunReport.Firewall(summary: $0, replay: attempt) }))
    }
    self.passes = passes
    headline = PracticeSummary.summary(of: results, rate: replay.playback.rate).headline
    rate = replay.playback.rate.value
    pitch = replay.playback.pitch.rawValue
    sectionStartMs = replay.playback.section?.start.milliseconds ?? 0
    sectionEndMs = replay.playback.section?.end.milliseconds ?? 0
    switch replay.practice?.loops {
    case .times(let count): loops = count
    case .forever, nil: loops = 0
    }
    gapMs = replay.practice?.gap.milliseconds ?? 0
    countInBeats = replay.practice?.countInBeats ?? 0
  }

  /// The lines the plain (non-JSON) report prints.
  var lines: [String] {
    [
      headline,
      String(format: "section %.3f s to %.3f s", sectionStartMs / 1_000, sectionEndMs / 1_000),
    ]
      + passes.map {
        "pass \($0.number): \(String(format: "%.2f", $0.accuracyPercent)) %"
          + ($0.ending.map { " (\($0))" } ?? "")
      }
  }

  func json() -> String { JSONOutput.line(self) }
}
