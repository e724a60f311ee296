/// osu!mania hit objects: `x,y,time,type,hitSound,objectParams,hitSample`. A hold (type
/// bit 128) keeps its end time in `endTime:hitSample`. The column is lazer's
/// `GetColumn`: x over (512 / keys), in float, floored and clamped.
///
/// Older mania maps also hold sliders and spinners; lazer's `ManiaBeatmapConverter` makes
/// each a hold in its column (for a mania map, `SpecificBeatmapPatternGenerator`): a slider
/// `x,y,time,2,hitSound,curve,slides,length,...` lasts slides x length / velocity, its end
/// floored to a whole millisecond as osu!-stable works it out (`OsuSliderVelocity`), in the
/// column of its x; a spinner `x,y,time,8,hitSound,endTime` is placed by `OsuSpinnerPlacement` (osu!'s
/// seeded legacy generator picks its column; under 100 ms it is a note).
struct OsuHitObjects {
  struct Note {
    var timeMs: Double
    var endTimeMs: Double?
    var column: Int
    var line: Int
  }

  /// osu! refuses a slider repeating more often, and a length beyond its coordinate limit.
  static let maxSlides = 9_000
  static let maxSliderLength = 131_072.0

  let keys: Int
  let offsetMs: Double
  let velocity: OsuSliderVelocity
  private var spinnerPlacement: OsuSpinnerPlacement
  private(set) var notes: [Note] = []
  private(set) var warnings: [(line: Int, message: String)] = []
  private(set) var sliders = 0
  private(set) var spinners = 0

  init(
    keys: Int, offsetMs: Double, velocity: OsuSliderVelocity,
    difficulty: OsuSpinnerPlacement.Difficulty = .init()
  ) {
    self.keys = keys
    self.offsetMs = offsetMs
    self.velocity = velocity
    spinnerPlacement = OsuSpinnerPlacement(keys: keys, difficulty: difficulty)
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
    } else if type & OsuImporter.sliderBit != 0 {
      readSlider(
        fields, time: time + offsetMs, column: column, line: line.number, problems: &problems)
    } else if type & OsuImporter.spinnerBit != 0 {
      readSpinner(fields, time: time + offsetMs, line: line.number, problems: &problems)
    } else {
      problems.add(location, "hit object of type \(type) is no note, hold, slider or spinner")
    }
  }

  /// A slider becomes a hold for its whole travel, repeats included.
  private mutating func readSlider(
    _ fields: [Substring], time: Double, column: Int, line: Int,
    problems: inout BeatMapProblemList
  ) {
    let location = "line \(line)"
    guard fields.count >= 8, let slides = NumberText.integer(fields[6]) else {
      problems.add(location, "slider needs its slides (seventh field) and length (eighth)")
      return
    }
    guard slides <= Self.maxSlides else {
      problems.add(
        location, "slider repeats \(slides) times; osu! refuses more than \(Self.maxSlides)")
      return
    }
    guard let length = NumberText.double(fields[7]), length.isFinite, length > 0,
      length <= Self.maxSliderLength
    else {
      // osu! then measures the curve itself; this importer does not draw curves.
      problems.add(
        location,
        "slider length '\(PrintableExcerpt.of(fields[7]))' must be a number above 0 and at most \(Int(Self.maxSliderLength))"
      )
      return
    }
    sliders += 1
    // osu-stable counts the first pass as a repeat: slides 0 and 1 (and below, which osu!
    // clamps the same way) all mean one span. Written without `slides - 1`, which traps at
    // Int.min.
    let spans = max(1, slides)
    let end = velocity.endTime(startMs: time, length: length, spans: spans) ?? time
    addHold(from: time, to: end, column: column, line: line, what: "slider")
  }

  /// A spinner becomes a hold (or a note) in the column osu!'s generator draws for it.
  private mutating func readSpinner(
    _ fields: [Substring], time: Double, line: Int, problems: inout BeatMapProblemList
  ) {
    guard fields.count >= 6, let end = NumberText.double(fields[5]), end.isFinite else {
      problems.add("line \(line)", "spinner needs its end time (sixth field)")
      return
    }
    spinners += 1
    // osu! ends a spinner no earlier than it starts, and truncates the end to a whole ms.
    let endMs = max(time, end + offsetMs).rounded(.towardZero)
    let hitSound = NumberText.integer(fields[4]) ?? 0
    let placed = spinnerPlacement.place(startMs: time, endMs: endMs, hitSound: hitSound)
    if placed.hold {
      addHold(from: time, to: endMs, column: placed.column, line: line, what: "spinner")
    } else {
      notes.append(Note(timeMs: time, endTimeMs: nil, column: placed.column, line: line))
    }
  }

  private mutating func addHold(
    from time: Double, to end: Double, column: Int, line: Int, what: String
  ) {
    if end > time, end.isFinite {
      notes.append(Note(timeMs: time, endTimeMs: end, column: column, line: line))
    } else {
      warnings.append((line, "\(what) ends no later than it starts; played as a tap"))
      notes.append(Note(timeMs: time, endTimeMs: nil, column: column, line: line))
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
