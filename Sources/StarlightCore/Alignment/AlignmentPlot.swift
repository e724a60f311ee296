import Foundation

/// An SVG picture of an alignment check: each note's offset to its onset over the song,
/// zero and the median marked, notes with no onset nearby as marks along the top.
public enum AlignmentPlot {
  static let width = 960.0
  static let height = 400.0
  static let margin = (left: 70.0, right: 20.0, top: 50.0, bottom: 50.0)
  /// The vertical range either side of zero: the largest shift looked for.
  static var rangeMs: Double { AlignmentChecker.maxShift.milliseconds / 3 }
  static let gridStepMs = 10.0

  public static func svg(_ report: AlignmentReport, title: String, duration: Nanoseconds) -> String
  {
    let plotWidth = width - margin.left - margin.right
    let plotHeight = height - margin.top - margin.bottom
    let seconds = max(1, duration.milliseconds / 1_000)
    func x(_ time: Nanoseconds) -> Double {
      margin.left + time.milliseconds / 1_000 / seconds * plotWidth
    }
    func y(_ offsetMs: Double) -> Double {
      margin.top + (1 - (offsetMs + rangeMs) / (2 * rangeMs)) * plotHeight
    }
    var parts: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"#0b0d1a\"/>",
      "<text x=\"\(margin.left)\" y=\"24\" fill=\"#e6ecff\" font-size=\"16\">\(escaped(title)): \(escaped(report.verdict.description))</text>",
    ]
    var gridMs = -rangeMs
    while gridMs <= rangeMs {
      let lineY = y(gridMs)
      let color = gridMs == 0 ? "#8c96be" : "#2c3660"
      parts.append(
        "<line x1=\"\(margin.left)\" y1=\"\(format(lineY))\" x2=\"\(margin.left + plotWidth)\" y2=\"\(format(lineY))\" stroke=\"\(color)\"/>"
      )
      parts.append(
        "<text x=\"\(margin.left - 8)\" y=\"\(format(lineY + 4))\" fill=\"#8c96be\" text-anchor=\"end\">\(Int(gridMs)) ms</text>"
      )
      gridMs += gridStepMs
    }
    if let median = report.medianOffset {
      let lineY = y(median.milliseconds)
      parts.append(
        "<line x1=\"\(margin.left)\" y1=\"\(format(lineY))\" x2=\"\(margin.left + plotWidth)\" y2=\"\(format(lineY))\" stroke=\"#ffd25a\" stroke-dasharray=\"6 4\"/>"
      )
    }
    for match in report.matches {
      if let offset = match.offset {
        parts.append(
          "<circle cx=\"\(format(x(match.noteTime)))\" cy=\"\(format(y(offset.milliseconds)))\" r=\"2.5\" fill=\"#40c8ff\"/>"
        )
      } else {
        parts.append(
          "<line x1=\"\(format(x(match.noteTime)))\" y1=\"\(margin.top - 6)\" x2=\"\(format(x(match.noteTime)))\" y2=\"\(margin.top)\" stroke=\"#ff5a5a\"/>"
        )
      }
    }
    let step = max(1.0, (seconds / 10).rounded(.up))
    var tick = 0.0
    while tick <= seconds {
      let tickX = margin.left + tick / seconds * plotWidth
      parts.append(
        "<text x=\"\(format(tickX))\" y=\"\(height - margin.bottom + 18)\" fill=\"#8c96be\" text-anchor=\"middle\">\(Int(tick)) s</text>"
      )
      tick += step
    }
    parts.append(
      "<text x=\"\(margin.left)\" y=\"\(height - 10)\" fill=\"#8c96be\">onset minus note, per note (dashed: median); red marks: no onset found</text>"
    )
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private static func format(_ value: Double) -> String {
    String((value * 10).rounded() / 10)
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
