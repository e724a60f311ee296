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

  /// JUnit XML: one test case per replay; a drift is a failure, an unreadable replay an
  /// error. Carries the attributes JUnit's schema requires (`testsuite`: name, tests,
  /// failures, errors, time, timestamp, hostname; `testcase`: name, classname, time).
  func junit(timestamp: Date = Date()) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    let stamp = String(formatter.string(from: timestamp).prefix(19))
    let host = ProcessInfo.processInfo.hostName
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      #"<testsuites name="replay check" tests="\#(entries.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time(seconds))">"#
      + "\n"
    xml +=
      #"  <testsuite name="replay check" tests="\#(entries.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(time(seconds))" timestamp="\#(stamp)" hostname="\#(escape(host))" id="0" package="starlight-sync">"#
      + "\n    <properties/>\n"
    for entry in entries {
      xml +=
        #"    <testcase name="\#(escape(entry.path))" classname="replay.\#(entry.status == "error" ? "unreadable" : "replay")" time="0">"#
      switch entry.status {
      case "drifted":
        xml +=
          "\n      "
          + #"<failure message="\#(escape(entry.lines.dropFirst().first ?? "drifted"))" type="drift">\#(escape(entry.lines.joined(separator: "\n")))</failure>"#
          + "\n    "
      case "error":
        xml +=
          "\n      "
          + #"<error message="\#(escape(entry.error ?? "unreadable"))" type="unreadable"/>"#
          + "\n    "
      default: break
      }
      xml += "</testcase>\n"
    }
    xml += "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
    return xml
  }

  private func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

  private func escape(_ text: String) -> String {
    var out = ""
    for character in text.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      // XML 1.0 allows no other control characters.
      case _ where character.value < 0x20 && character != "\n" && character != "\t": out += "?"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// One JSON object per replay, one per line.
  func jsonLines() -> [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return entries.map { entry in
      let object = JSONEntry(entry)
      return (try? String(decoding: encoder.encode(object), as: UTF8.self)) ?? "{}"
    }
  }

  private struct JSONEntry: Encodable {
    struct Moved: Encodable {
      let index: Int
      let lane: Int
      let timeMs: Double
      let expected: String
      let actual: String
    }
    let path: String
    let status: String
    let error: String?
    let outcome: String?
    let score: Int?
    let accuracy: Double?
    let maxCombo: Int?
    let counts: [String: Int]?
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
            index: $0.index, lane: $0.lane, timeMs: Double($0.time) / 1e6,
            expected: ReplayDrift.describe($0.expected), actual: ReplayDrift.describe($0.actual))
        } ?? []
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      try container.encode(status, forKey: .status)
      try container.encode(error, forKey: .error)
      try container.encode(outcome, forKey: .outcome)
      try container.encode(score, forKey: .score)
      try container.encode(accuracy, forKey: .accuracy)
      try container.encode(maxCombo, forKey: .maxCombo)
      try container.encode(counts, forKey: .counts)
      try container.encode(drift, forKey: .drift)
      try container.encode(movedNotes, forKey: .movedNotes)
    }

    private enum CodingKeys: String, CodingKey {
      case path, status, error, outcome, score, accuracy, maxCombo, counts, drift, movedNotes
    }
  }
}
