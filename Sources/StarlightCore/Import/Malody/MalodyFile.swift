/// The parts of a Malody chart (`.mc`, JSON) an import needs. Positions are beats written
/// `[beat, numerator, denominator]`: the first number counts beats (quarter notes; Malody's
/// editor shows four to a measure), the fraction places the note inside it, so
/// `[2, 1, 4]` is beat 2.25. A denominator may be negative (the value is the same with both
/// signs turned), never 0.
struct MalodyFile {
  struct TimePoint {
    let beat: Double
    let bpm: Double
    let location: String
  }

  struct Note {
    let beat: Double
    let endBeat: Double?
    let column: Int?
    let type: Int
    let sound: String?
    /// The sound note's offset, in milliseconds.
    let offsetMs: Double
    let location: String
  }

  var mode: Int?
  var columns: Int?
  var title = ""
  var artist = ""
  /// The title and artist in their own script, where the chart gives them.
  var titleOriginal = ""
  var artistOriginal = ""
  var version = ""
  var background = ""
  var previewMs: Double?
  var timePoints: [TimePoint] = []
  var notes: [Note] = []
  /// Scroll speed changes (`effect`): they only move notes, so they are counted and left out.
  var effectCount = 0

  /// Reads the file's JSON; every field problem is collected, with its JSON path.
  static func parse(_ data: [UInt8], problems: BeatMapProblemList) throws(BeatMapError)
    -> MalodyFile
  {
    // Read through a JSON tape, like beat map JSON, under the same cap.
    guard data.count <= BeatMapLimits.maxJSONFileBytes else {
      throw BeatMapError(problems: [
        problems.make(
          "file",
          "is larger than \(BeatMapLimits.maxJSONFileBytes) bytes, the most this game reads of a Malody chart"
        )
      ])
    }
    let root = try BeatMapLoader.jsonObject(data, problems: problems, kind: "not a Malody chart: ")
    var reader = MalodyFieldReader(fields: JSONFieldReader(problems: problems))
    let file = reader.file(root)
    guard reader.fields.problems.isEmpty else {
      throw BeatMapError(problems: reader.fields.problems.all)
    }
    return file
  }
}
