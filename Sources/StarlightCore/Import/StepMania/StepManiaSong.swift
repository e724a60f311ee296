/// A simfile's song-level tags and its charts, listed in file order. `.sm` charts are the
/// `#NOTES` tags (type, description, difficulty, meter, radar values, notes); `.ssc` charts
/// run from `#NOTEDATA` to `#NOTES`, with their own tags in between (StepMania's
/// `SSCLoader::LoadFromSimfile`).
struct StepManiaSong {
  /// `.ssc` files at or after this version may give each chart its own timing
  /// (StepMania's `VERSION_SPLIT_TIMING`).
  static let splitTimingVersion = 0.7
  /// The version StepMania assumes when an `.ssc` file states none (`STEPFILE_VERSION_NUMBER`).
  static let latestSSCVersion = 0.83
  /// Fields of an `.sm` `#NOTES` tag, the tag name included.
  static let smNotesFieldCount = 7

  var title = ""
  var subtitle = ""
  var artist = ""
  var music = ""
  var sampleStart = ""
  var version = latestSSCVersion
  var timing = StepManiaTimingTags()
  var charts: [StepManiaChart] = []
  var warnings: [(line: Int, message: String)] = []

  init(file: MSDFile, isSSC: Bool) {
    var chart: StepManiaChart?
    for value in file.values {
      let tag = file.tag(value)
      let param = value.params.count > 1 ? value.params[1] : nil
      if isSSC, tag == "NOTEDATA" {
        if let unfinished = chart {
          warnings.append((unfinished.line, "chart has no #NOTES before the next #NOTEDATA"))
          var listed = unfinished
          listed.defect = "the chart has no #NOTES"
          append(listed)
        }
        chart = StepManiaChart(line: value.line)
        continue
      }
      if isSSC, var current = chart {
        if tag == "NOTES" || tag == "NOTES2" {
          current.notes = param
          append(current)
          chart = nil
        } else {
          readChartTag(tag, file.param(value, 1), param, into: &current)
          chart = current
        }
        continue
      }
      readSongTag(tag, value, file: file, isSSC: isSSC)
    }
    if let unfinished = chart {
      var listed = unfinished
      listed.defect = "the chart has no #NOTES"
      append(listed)
    }
  }

  private mutating func append(_ chart: StepManiaChart) {
    guard charts.count < BeatMapLimits.maxCharts else {
      if charts.count == BeatMapLimits.maxCharts {
        warnings.append(
          (chart.line, "more than \(BeatMapLimits.maxCharts) charts; the rest are ignored"))
      }
      return
    }
    charts.append(chart)
  }

  private mutating func readSongTag(
    _ tag: String, _ value: MSDFile.Value, file: MSDFile, isSSC: Bool
  ) {
    let text = file.param(value, 1)
    let param = value.params.count > 1 ? value.params[1] : nil
    switch tag {
    case "TITLE": title = text.trimmingSpaces()
    case "SUBTITLE": subtitle = text.trimmingSpaces()
    case "ARTIST": artist = text.trimmingSpaces()
    case "MUSIC": music = text.trimmingSpaces()
    case "SAMPLESTART":
      // "1:02.5" arrives split at its colons; StepMania would read only the "1".
      sampleStart = value.params.dropFirst().map { file.text($0) }.joined(separator: ":")
        .trimmingSpaces()
    case "VERSION" where isSSC:
      if let number = NumberText.double(text) { version = number }
    case "NOTES" where !isSSC, "NOTES2" where !isSSC:
      var chart = StepManiaChart(line: value.line)
      if value.params.count < Self.smNotesFieldCount {
        chart.defect =
          "#NOTES has \(value.params.count - 1) fields; it needs \(Self.smNotesFieldCount - 1) (type, description, difficulty, meter, radar values, notes)"
      } else {
        chart.stepsType = file.param(value, 1).trimmingSpaces()
        chart.description = file.param(value, 2).trimmingSpaces()
        chart.difficulty = file.param(value, 3).trimmingSpaces()
        chart.meter = file.param(value, 4).trimmingSpaces()
        chart.notes = value.params[6]
      }
      append(chart)
    default:
      _ = timing.take(tag, param)
    }
  }

  private func readChartTag(
    _ tag: String, _ text: String, _ param: MSDFile.Param?, into chart: inout StepManiaChart
  ) {
    switch tag {
    case "STEPSTYPE": chart.stepsType = text.trimmingSpaces()
    case "DIFFICULTY": chart.difficulty = text.trimmingSpaces()
    case "DESCRIPTION": chart.description = text.trimmingSpaces()
    case "CHARTNAME": chart.chartName = text.trimmingSpaces()
    case "METER": chart.meter = text.trimmingSpaces()
    case "MUSIC": chart.music = text.trimmingSpaces()
    default:
      // Per-chart timing exists only from the split-timing version on; before it
      // StepMania ignores these tags in a chart.
      guard version >= Self.splitTimingVersion else { return }
      var tags = chart.timing ?? StepManiaTimingTags()
      if tags.take(tag, param) { chart.timing = tags }
    }
  }
}
