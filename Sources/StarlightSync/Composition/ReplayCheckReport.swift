import Foundation
import StarlightCore

/// One replay's line in `replay check`: passed, drifted (with what moved), unchecked
/// (nothing recorded to compare with) or an error; and the run as JUnit XML and JSON.
struct ReplayCheckReport {
  struct Entry: Sendable {
    let path: String
    let status: String
    let lines: [String]
    let result: ReplayChecker.Result?
    let error: String?

    var failed: Bool { status == "drifted" || status == "error" }
  }

  let entries: [Entry]
  let seconds: Double

  var failures: Int { entries.count { $0.status == "drifted" } }
  var errors: Int { entries.count { $0.status == "error" } }

  /// JUnit XML (`JUnitReport`): one test case per replay.
  func junit(timestamp: Date = Date()) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    let cases = entries.map { entry -> JUnitReport.Case in
      let result: JUnitReport.Case.Result
      switch entry.status {
      case "drifted":
        result = .failed(
          message: entry.lines.dropFirst().first ?? "drifted",
          details: entry.lines.dropFirst().joined(separator: "\n"))
      case "error": result = .error(message: entry.error ?? "unreadable")
      default: result = .passed
      }
      return JUnitReport.Case(name: entry.path, className: "replay check", result: result)
    }
    return JUnitReport(
      suiteName: "replay check", cases: cases, seconds: seconds,
      timestamp: String(formatter.string(from: timestamp).prefix(19)),
      hostname: ProcessInfo.processInfo.hostName
    ).xml
  }

  /// An imported replay judged under its own game's judge: the score and max combo its game
  /// wrote beside ours, when either differs (the counts are checked; these are said). Nil for
  /// our replays, another judge, or figures that agree.
  static func gameFigures(of replay: Replay, _ actual: ExpectedOutcome) -> String? {
    guard let origin = replay.origin, replay.judge.id.rawValue == origin.judgeName,
      let score = actual.score, let maxCombo = actual.maxCombo,
      Int64(score) != origin.score || maxCombo != origin.maxCombo
    else { return nil }
    return
      "\(origin.game.rawValue) wrote score \(origin.score), max combo \(origin.maxCombo); judged here: score \(score), max combo \(maxCombo)"
  }

  /// What a terminal shows: each replay that did not pass (an unreadable one with why), or
  /// that has more to say, then the totals.
  func textLines() -> [String] {
    var lines: [String] = []
    for entry in entries where entry.status != "passed" || entry.lines.count > 1 {
      lines.append("\(entry.status.uppercased()) \(entry.path)")
      lines += entry.lines.dropFirst().map { "  \($0)" }
      // Its one line names the file first, already on the line above.
      if entry.status == "error", let error = entry.error, error != entry.path {
        let prefix = "\(entry.path): "
        lines.append(
          "  " + (error.hasPrefix(prefix) ? String(error.dropFirst(prefix.count)) : error))
      }
    }
    let passed = entries.count { $0.status == "passed" }
    let unchecked = entries.count { $0.status == "unchecked" }
    lines.append(
      "\(entries.count) replays: \(passed) passed, \(failures) drifted, \(errors) unreadable, \(unchecked) with nothing recorded, in \(String(format: "%.2f", seconds)) s"
    )
    return lines
  }

  /// One JSON object per replay, one per line.
  func jsonLines() -> [String] {
    entries.map { JSONOutput.line(JSONEntry($0)) }
  }

  private struct JSONEntry: Encodable {
    struct Moved: Encodable {
      /// The practice pass, for a practice run's replay.
      let pass: Int?
      let index: Int
      let lane: Int
      let timeMs: Double
      let expected: String
      let actual: String
    }
    let path: String
    let status: String
    // What a replay that could not be judged lacks is null, not left out.
    @AlwaysNamed var error: String?
    @AlwaysNamed var outcome: String?
    @AlwaysNamed var score: Int?
    @AlwaysNamed var accuracy: Double?
    @AlwaysNamed var maxCombo: Int?
    @AlwaysNamed var counts: [String: Int]?
    let drift: [String]
    let movedNotes: [Moved]

    init(_ entry: Entry) {
      path = entry.path
      status = entry.status
      error = entry.error
      let actual = entry.result?.actual
      outcome = actual?.outcome
      score = actual?.score
      accuracy = actual?.accuracy
      maxCombo = actual?.maxCombo
      counts = actual.map {
        Dictionary($0.counts.map { ($0.name, $0.count) }) { first, _ in first }
      }
      drift = entry.result?.drift.lines(noteLimit: 0) ?? []
      movedNotes =
        entry.result?.drift.notes.map {
          Moved(
            pass: $0.pass, index: $0.index, lane: $0.lane, timeMs: Double($0.time) / 1e6,
            expected: ReplayDrift.describe($0.expected), actual: ReplayDrift.describe($0.actual))
        } ?? []
    }
  }
}
