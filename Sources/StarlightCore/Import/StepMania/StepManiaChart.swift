/// One chart of a simfile as listed, before its notes are read.
struct StepManiaChart {
  var stepsType = ""
  var difficulty = ""
  var description = ""
  /// `.ssc` only (`#CHARTNAME`).
  var chartName = ""
  var meter = ""
  /// The note data, or nil when the chart has none (a malformed `#NOTES`).
  var notes: MSDFile.Param?
  /// Where the chart starts in the file.
  var line: Int
  /// `.ssc` charts with timing tags of their own.
  var timing: StepManiaTimingTags?
  /// `.ssc` charts may name their own music.
  var music: String?
  /// Why the chart cannot be imported, if it cannot (found while listing).
  var defect: String?

  init(line: Int) {
    self.line = line
  }

  var columnCount: Int? { StepManiaStepsType.columnCount(stepsType) }

  /// "dance-single Hard (meter 9)", with a description or chart name if it has one.
  var summary: String {
    var text = stepsType.isEmpty ? "(no steps type)" : stepsType
    if !difficulty.isEmpty { text += " \(difficulty)" }
    let name = chartName.isEmpty ? description : chartName
    if !name.isEmpty { text += " '\(name)'" }
    if !meter.isEmpty { text += " (meter \(meter))" }
    return text
  }

  func matches(name: String) -> Bool {
    let wanted = name.trimmingSpaces().lowercased()
    return [difficulty, chartName, description].contains {
      !$0.isEmpty && $0.trimmingSpaces().lowercased() == wanted
    }
  }
}

/// The timing tags of a song or an `.ssc` chart, as found (not yet parsed).
struct StepManiaTimingTags {
  var offset: MSDFile.Param?
  var bpms: MSDFile.Param?
  var stops: MSDFile.Param?
  var delays: MSDFile.Param?
  var warps: MSDFile.Param?
  var fakes: MSDFile.Param?
  /// Whether any timing tag was seen (an `.ssc` chart then uses its own timing only).
  var isPresent = false

  /// Records `tag` if it is a timing tag; false otherwise.
  mutating func take(_ tag: String, _ param: MSDFile.Param?) -> Bool {
    switch tag {
    case "OFFSET": offset = param
    case "BPMS": bpms = param
    case "STOPS", "FREEZES": stops = param
    case "DELAYS": delays = param
    case "WARPS": warps = param
    case "FAKES": fakes = param
    // Timing tags that do not move notes in time; a chart that has them still has timing
    // of its own in StepMania.
    case "TIMESIGNATURES", "TICKCOUNTS", "COMBOS", "SPEEDS", "SCROLLS", "LABELS":
      break
    default:
      return false
    }
    isPresent = true
    return true
  }
}
