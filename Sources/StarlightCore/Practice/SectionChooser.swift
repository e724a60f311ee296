/// The section chooser's state: the section in whole beats (stepped by a beat or a measure,
/// or dragged over the chart's density graph), and the loop's rate, pitch, loops, gap and
/// count-in. A value that would make no section, or step past a limit, is refused and the
/// limit said in `notice`; the last good value stays.
public struct SectionChooser: Sendable, Equatable {
  public enum Field: String, Sendable, CaseIterable {
    case start = "From"
    case end = "To"
    case step = "Step"
    case rate = "Rate"
    case pitch = "Pitch"
    case loops = "Loops"
    case gap = "Gap"
    case countIn = "Count-in"
    case begin = "Start practice"
  }

  public enum Step: String, Sendable {
    case measure
    case beat
  }

  /// The gap's step (and so its resolution), in milliseconds.
  public static let gapStepMs: Int64 = 500
  /// Loops at 0 means forever.
  public static let forever = 0

  public let map: BeatMap
  /// The last whole beat inside the song.
  public let lastBeat: Int
  public private(set) var startBeat: Int
  public private(set) var endBeat: Int
  public private(set) var step: Step = .measure
  public private(set) var rate: PlaybackRate
  public private(set) var pitch: PlaybackRate.Pitch
  public private(set) var loops: Int
  public private(set) var gapMs: Int64
  public private(set) var countInBeats: Int
  public private(set) var selection: Field = .start
  /// Why the last change was refused, with the limit; nil after a good change.
  public private(set) var notice: String?

  /// Starts on the first four measures with notes (or the plan a previous run used).
  public init(map: BeatMap, plan: PracticePlan? = nil) {
    self.map = map
    lastBeat = BeatLocator.lastWholeBeat(atOrBefore: map.songLength, in: map)
    let firstNote = map.notes.first.map { BeatLocator.lastWholeBeat(atOrBefore: $0.time, in: map) }
    let measure = Int(PracticeSection.beatsPerMeasure)
    let defaultStart = ((firstNote ?? 0) / measure) * measure
    startBeat =
      plan.map { BeatLocator.lastWholeBeat(atOrBefore: $0.section.start, in: map) }
      ?? defaultStart
    endBeat =
      plan.map { BeatLocator.firstWholeBeat(atOrAfter: $0.section.end, in: map) }
      ?? min(lastBeat, defaultStart + 4 * measure)
    rate = plan?.rate ?? .normal
    pitch = plan?.pitch ?? .kept
    switch plan?.loops {
    case .times(let count): loops = count
    case .forever, nil: loops = Self.forever
    }
    gapMs = plan.map { $0.gap / .perMillisecond } ?? 1_000
    countInBeats = plan?.countInBeats ?? 4
  }

  // MARK: Keys

  public mutating func move(by delta: Int) {
    selection = selection.moved(by: delta)
  }

  /// Left (-1) or right (+1) on the selected row.
  public mutating func adjust(by delta: Int) {
    notice = nil
    let unit = step == .measure ? Int(PracticeSection.beatsPerMeasure) : 1
    switch selection {
    case .start: setSection(start: startBeat + delta * unit, end: endBeat)
    case .end: setSection(start: startBeat, end: endBeat + delta * unit)
    case .step: step = step == .measure ? .beat : .measure
    case .rate:
      let next = rate.stepped(by: delta)
      if next == rate {
        notice = "rate stays within \(PlaybackRate.slowestRate) to \(PlaybackRate.fastestRate)"
      }
      rate = next
    case .pitch: pitch = pitch == .kept ? .follows : .kept
    case .loops: adjustLoops(by: delta)
    case .gap:
      let next = gapMs + Int64(delta) * Self.gapStepMs
      let longest = PracticePlan.longestGap / .perMillisecond
      guard (0...longest).contains(next) else {
        notice = "the gap is 0 to \(longest / 1_000) s"
        return
      }
      gapMs = next
    case .countIn:
      let next = countInBeats + delta
      guard (0...PracticePlan.mostCountInBeats).contains(next) else {
        notice = "the count-in is 0 to \(PracticePlan.mostCountInBeats) beats"
        return
      }
      countInBeats = next
    case .begin: break
    }
  }

  /// A drag over the density graph from `from` to `to` (shares 0...1 of the song's length,
  /// either order): the section snaps outward to whole beats (measures when stepping by them).
  public mutating func drag(from: Double, to: Double) {
    notice = nil
    let low = max(0, min(1, min(from, to)))
    let high = max(0, min(1, max(from, to)))
    let length = Double(map.songLength)
    var start = BeatLocator.lastWholeBeat(atOrBefore: Nanoseconds(low * length), in: map)
    var end = BeatLocator.firstWholeBeat(atOrAfter: Nanoseconds(high * length), in: map)
    if step == .measure {
      let measure = Int(PracticeSection.beatsPerMeasure)
      start = (start / measure) * measure
      end = ((end + measure - 1) / measure) * measure
    }
    setSection(start: start, end: max(end, start + 1))
  }

  // MARK: Plan

  /// The plan the rows describe; refused (with the reason) when the section holds no note.
  public func plan() throws(PracticeError) -> PracticePlan {
    try PracticePlan(
      section: PracticeSection.beats(Double(startBeat), to: Double(endBeat), in: map),
      loops: loops == Self.forever ? .forever : .times(loops), gap: .milliseconds(gapMs),
      countInBeats: countInBeats, rate: rate, pitch: pitch)
  }

  /// Records why a plan was refused, for the screen.
  public mutating func refuse(_ error: PracticeError) {
    notice = error.message
  }

  /// The row's value as the screen shows it.
  public func value(of field: Field) -> String {
    switch field {
    case .start: describe(beat: startBeat)
    case .end: describe(beat: endBeat, asEnd: true)
    case .step: step.rawValue
    case .rate: rate.description
    case .pitch: pitch == .kept ? "kept (time-stretched)" : "follows the rate"
    case .loops: loops == Self.forever ? "forever" : "\(loops)"
    case .gap: TuningField.format(Double(gapMs) / 1_000) + " s"
    case .countIn: "\(countInBeats) beats"
    case .begin: ""
    }
  }

  /// "measure 5 (beat 16)" on a measure line, "beat 18" otherwise. A section's end on a
  /// measure line is the end of the measure before it, as `--to m4` names it: "end of
  /// measure 4 (beat 16)".
  func describe(beat: Int, asEnd: Bool = false) -> String {
    let measure = Int(PracticeSection.beatsPerMeasure)
    guard beat % measure == 0 else { return "beat \(beat)" }
    return asEnd && beat > 0
      ? "end of measure \(beat / measure) (beat \(beat))"
      : "measure \(beat / measure + 1) (beat \(beat))"
  }

  private mutating func setSection(start: Int, end: Int) {
    guard start >= 0 else {
      notice = "the section starts at beat 0 at the earliest"
      return
    }
    guard end <= lastBeat else {
      notice = "the song ends at beat \(lastBeat)"
      return
    }
    guard end > start else {
      notice = "the end (beat \(end)) must come after the start (beat \(start))"
      return
    }
    startBeat = start
    endBeat = end
  }

  private mutating func adjustLoops(by delta: Int) {
    // 0 (forever) sits below 1: left from 1 is forever, right from forever is 1.
    let next = loops + delta
    guard (0...PracticePlan.mostLoops).contains(next) else {
      notice = "loops are 1 to \(PracticePlan.mostLoops), or forever"
      return
    }
    loops = next
  }
}
