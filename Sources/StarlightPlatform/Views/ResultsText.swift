import Foundation
import StarlightCore

/// The results screen's lines, shared by the window and the terminal.
public enum ResultsText {
  /// Any chapter's result: Chapter 4's full breakdown, else the chapter's own figures.
  public static func lines(_ summary: ChapterSummary) -> [String] {
    if let firewall = summary.firewall { return lines(firewall) }
    return [summary.headline] + summary.details.map { "\($0.label): \($0.value)" }
  }

  public static func lines(_ summary: RunSummary) -> [String] {
    let counts = summary.counts.map { "\($0.name) \($0.count)" }.joined(
      separator: "   ")
    var accuracy = String(format: "\(summary.accuracyName) %.2f%%", summary.accuracy * 100)
    if let ex = summary.exAccuracy { accuracy += String(format: "   EX %.2f%%", ex * 100) }
    var lines = [
      "Score \(summary.score)   Max combo \(summary.maxCombo)",
      counts,
      accuracy + "   Grade \(summary.grade)   Judge \(summary.judge)",
    ]
    if summary.holdsCompleted + summary.holdsDropped > 0 {
      lines.append("Holds held \(summary.holdsCompleted)   dropped \(summary.holdsDropped)")
    }
    if summary.minesHit + summary.minesAvoided > 0 {
      lines.append("Mines hit \(summary.minesHit)   avoided \(summary.minesAvoided)")
    }
    if !summary.mods.isEmpty {
      lines.append("Mods: \(summary.mods.joined(separator: ", "))")
    }
    if let mean = summary.meanOffset, let spread = summary.offsetStandardDeviation {
      lines.append(String(format: "Mean offset %+.1f ms   spread (SD) %.1f ms", mean, spread))
    }
    return lines
  }
}
