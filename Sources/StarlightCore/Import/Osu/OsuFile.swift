/// The parts of an `.osu` file an osu!mania import needs, read line by line: the format
/// version, `key: value` sections ([General], [Metadata], [Difficulty]) and the comma
/// lists ([TimingPoints], [HitObjects]), each line with its line number.
struct OsuFile {
  struct Line {
    let text: String
    let number: Int
  }

  static let headerPrefix = "osu file format v"

  var formatVersion: Int?
  var headerLine = 1
  /// Section name to `key: value` pairs; the last of a repeated key wins, as in osu!.
  var values: [String: [String: (value: String, line: Int)]] = [:]
  var timingPoints: [Line] = []
  var hitObjects: [Line] = []

  init(data: [UInt8], problems: inout BeatMapProblemList) {
    var section = ""
    var lineNumber = 0
    var sawHeader = false
    var start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start <= data.count {
      let end = data[start...].firstIndex(of: ASCII.newline) ?? data.count
      lineNumber += 1
      defer { start = end + 1 }
      guard end - start <= BeatMapLimits.maxLineBytes else {
        problems.add(
          "line \(lineNumber)", "line is longer than \(BeatMapLimits.maxLineBytes) bytes")
        return
      }
      let text = String(decoding: data[start..<end], as: UTF8.self).trimmingSpaces()
      if text.isEmpty || text.hasPrefix("//") { continue }
      if !sawHeader {
        sawHeader = true
        headerLine = lineNumber
        if text.hasPrefix(Self.headerPrefix) {
          formatVersion = NumberText.integer(text.dropFirst(Self.headerPrefix.count))
          continue
        }
      }
      if text.hasPrefix("["), text.hasSuffix("]") {
        section = String(text.dropFirst().dropLast())
        continue
      }
      switch section {
      case "TimingPoints": timingPoints.append(Line(text: text, number: lineNumber))
      case "HitObjects": hitObjects.append(Line(text: text, number: lineNumber))
      case "General", "Metadata", "Difficulty":
        guard let colon = text.firstIndex(of: ":") else { continue }
        let key = text[..<colon].trimmingSpaces()
        let value = text[text.index(after: colon)...].trimmingSpaces()
        values[section, default: [:]][key] = (value, lineNumber)
      default:
        continue
      }
      guard timingPoints.count <= BeatMapLimits.maxTimingEvents,
        hitObjects.count <= BeatMapLimits.maxNotes
      else {
        problems.add(
          "line \(lineNumber)",
          section == "HitObjects"
            ? "more than \(BeatMapLimits.maxNotes) hit objects"
            : "more than \(BeatMapLimits.maxTimingEvents) timing points")
        return
      }
    }
  }

  func value(_ section: String, _ key: String) -> (value: String, line: Int)? {
    values[section]?[key]
  }
}
