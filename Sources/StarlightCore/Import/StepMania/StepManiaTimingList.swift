/// One `beat=value` entry of a StepMania timing tag (`#BPMS`, `#STOPS`, `#DELAYS`,
/// `#WARPS`, `#FAKES`), with the line it is on.
struct StepManiaTimingEntry: Equatable {
  var beat: Double
  var value: Double
  var line: Int
}

/// Splits a timing tag's text into entries. An entry that is not `number=number` is a
/// problem (StepMania logs and skips it; an importer should say so and stop); empty
/// entries, as after a trailing comma, are skipped as StepMania does.
enum StepManiaTimingList {
  /// Rows per beat in StepMania (`ROWS_PER_BEAT`): every beat is stored as a row number.
  static let rowsPerBeat = 48
  /// Beats beyond this are refused: far past any song, and safe to turn into rows.
  static let maxBeat = 10_000_000.0

  static func parse(
    _ param: MSDFile.Param, in file: MSDFile, tag: String, problems: inout BeatMapProblemList
  ) -> [StepManiaTimingEntry] {
    var entries: [StepManiaTimingEntry] = []
    var line = param.line
    var entryStart = param.range.lowerBound
    var entryLine = line
    let bytes = file.storage
    var index = param.range.lowerBound
    while index <= param.range.upperBound {
      let atEnd = index == param.range.upperBound
      if atEnd || bytes[index] == ASCII.comma {
        let text = String(decoding: bytes[entryStart..<index], as: UTF8.self).trimmingSpaces()
        if !text.isEmpty {
          guard entries.count < BeatMapLimits.maxTimingEvents else {
            problems.add(
              "line \(entryLine)",
              "#\(tag) has more than \(BeatMapLimits.maxTimingEvents) entries")
            return entries
          }
          if let entry = entry(text, line: entryLine, tag: tag, problems: &problems) {
            entries.append(entry)
          }
        }
        entryStart = index + 1
        entryLine = line
      } else if bytes[index] == ASCII.newline {
        line += 1
        if String(decoding: bytes[entryStart..<index], as: UTF8.self).trimmingSpaces().isEmpty {
          entryLine = line
        }
      }
      index += 1
    }
    return entries
  }

  private static func entry(
    _ text: String, line: Int, tag: String, problems: inout BeatMapProblemList
  ) -> StepManiaTimingEntry? {
    let parts = text.split(separator: "=", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      problems.add(
        "line \(line)",
        "#\(tag) entry '\(PrintableExcerpt.of(text))' must be beat=value (exactly one '=')")
      return nil
    }
    guard let beat = beat(parts[0]) else {
      problems.add(
        "line \(line)",
        "#\(tag) entry '\(PrintableExcerpt.of(text))': '\(PrintableExcerpt.of(parts[0]))' is not a beat number"
      )
      return nil
    }
    guard let value = NumberText.double(parts[1]) else {
      problems.add(
        "line \(line)",
        "#\(tag) entry '\(PrintableExcerpt.of(text))': '\(PrintableExcerpt.of(parts[1]))' is not a number"
      )
      return nil
    }
    return StepManiaTimingEntry(beat: beat, value: value, line: line)
  }

  /// A beat, or a row count with an `r` suffix (StepMania's `RowToBeat`).
  private static func beat(_ text: Substring) -> Double? {
    let trimmed = text.trimmingSpaces()
    let isRows = trimmed.hasSuffix("r") || trimmed.hasSuffix("R")
    guard let value = NumberText.double(isRows ? trimmed.dropLast() : Substring(trimmed)),
      abs(value) <= maxBeat
    else { return nil }
    return isRows ? value / Double(rowsPerBeat) : value
  }

  /// StepMania's `BeatToNoteRow`: the nearest row, ties to even (`lrintf`).
  static func row(ofBeat beat: Double) -> Int {
    Int((beat * Double(rowsPerBeat)).rounded(.toNearestOrEven))
  }

  static func beat(ofRow row: Int) -> Double { Double(row) / Double(rowsPerBeat) }
}
