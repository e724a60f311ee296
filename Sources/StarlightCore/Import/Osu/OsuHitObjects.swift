/// osu!mania hit objects: `x,y,time,type,hitSound,objectParams,hitSample`. A hold (type
/// bit 128) keeps its end time in `endTime:hitSample`. The column is lazer's
/// `GetColumn`: x over (512 / keys), in float, floored and clamped.
struct OsuHitObjects {
  struct Note {
    var timeMs: Double
    var endTimeMs: Double?
    var column: Int
    var line: Int
  }

  let keys: Int
  let offsetMs: Double
  private(set) var notes: [Note] = []
  private(set) var warnings: [(line: Int, message: String)] = []

  init(keys: Int, offsetMs: Double) {
    self.keys = keys
    self.offsetMs = offsetMs
  }

  mutating func read(_ line: OsuFile.Line, problems: inout BeatMapProblemList) {
    let fields = line.text.fields(separatedBy: ASCII.comma)
    let location = "line \(line.number)"
    guard fields.count >= 4 else {
      problems.add(
        location, "hit object '\(PrintableExcerpt.of(line.text))' needs at least x,y,time,type")
      return
    }
    guard let x = NumberText.double(fields[0]), abs(x) < 1e6 else {
      problems.add(location, "hit object x '\(PrintableExcerpt.of(fields[0]))' is not a number")
      return
    }
    guard let time = NumberText.double(fields[2]) else {
      problems.add(location, "hit object time '\(PrintableExcerpt.of(fields[2]))' is not a number")
      return
    }
    guard let type = NumberText.integer(fields[3]) else {
      problems.add(
        location, "hit object type '\(PrintableExcerpt.of(fields[3]))' is not a whole number")
      return
    }
    let column = Self.column(x: x, keys: keys)
    if type & OsuImporter.holdBit != 0 {
      readHold(
        fields, time: time + offsetMs, column: column, line: line.number, problems: &problems)
    } else if type & OsuImporter.circleBit != 0 {
      notes.append(Note(timeMs: time + offsetMs, endTimeMs: nil, column: column, line: line.number))
    } else {
      let kind =
        type & OsuImporter.sliderBit != 0
        ? "a slider" : type & OsuImporter.spinnerBit != 0 ? "a spinner" : "of type \(type)"
      problems.add(location, "hit object is \(kind), not an osu!mania note or hold")
    }
  }

  private mutating func readHold(
    _ fields: [Substring], time: Double, column: Int, line: Int,
    problems: inout BeatMapProblemList
  ) {
    guard fields.count >= 6, let endText = fields[5].split(separator: ":").first,
      let end = NumberText.double(endText)
    else {
      problems.add("line \(line)", "hold needs its end time in 'endTime:hitSample' (sixth field)")
      return
    }
    let endTime = end + offsetMs
    if endTime > time {
      notes.append(Note(timeMs: time, endTimeMs: endTime, column: column, line: line))
    } else {
      warnings.append((line, "hold ends no later than it starts; played as a tap"))
      notes.append(Note(timeMs: time, endTimeMs: nil, column: column, line: line))
    }
  }

  /// lazer's `ManiaBeatmapConverter` column: in float, as osu! computes it.
  static func column(x: Double, keys: Int) -> Int {
    let position = Float(Int(x))
    let divisor = OsuImporter.playfieldWidth / Float(keys)
    let column = Int((position / divisor).rounded(.down))
    return min(max(column, 0), keys - 1)
  }
}
