import Foundation
import StarlightCore

/// What `beatmap align` prints: lines for a person, or one JSON object.
enum AlignmentText {
  static func lines(_ report: AlignmentReport, file: String) -> [String] {
    var lines = [
      "\(file): \(report.matches.count) notes, \(report.onsetCount) onsets found, \(report.matchedCount) notes matched to an onset (best overall shift \(report.bestShift.milliseconds.signed2) ms)"
    ]
    if let mean = report.meanOffset, let median = report.medianOffset,
      let p95 = report.p95AbsoluteOffset, let max = report.maxAbsoluteOffset
    {
      lines.append(
        "offset (onset minus note): mean \(mean.milliseconds.signed2) ms, median \(median.milliseconds.signed2) ms, p95 |offset| \(p95.milliseconds.formatted2) ms, max |offset| \(max.milliseconds.formatted2) ms"
      )
    }
    lines.append("verdict: \(report.verdict)")
    return lines
  }

  static func json(_ report: AlignmentReport) -> String {
    func number(_ value: Nanoseconds?) -> String {
      value.map { String(format: "%.3f", $0.milliseconds) } ?? "null"
    }
    let verdict = report.verdict.description.replacingOccurrences(of: "\"", with: "'")
    return """
      {"notes": \(report.matches.count), "onsets": \(report.onsetCount), "matched": \(report.matchedCount), \
      "bestShiftMs": \(number(report.bestShift)), \
      "meanOffsetMs": \(number(report.meanOffset)), "medianOffsetMs": \(number(report.medianOffset)), \
      "p95AbsoluteOffsetMs": \(number(report.p95AbsoluteOffset)), "maxAbsoluteOffsetMs": \(number(report.maxAbsoluteOffset)), \
      "inSync": \(report.verdict == .inSync), "verdict": "\(verdict)"}
      """
  }
}

extension Double {
  fileprivate var formatted2: String { String(format: "%.2f", self) }
  fileprivate var signed2: String { String(format: "%+.2f", self) }
}
