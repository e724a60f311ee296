/// Turns a `.sm` file's BPMs and stops, which may be negative, into positive BPMs, positive
/// stops and warps: a port of StepMania's `SMLoader::ProcessBPMsAndStops` (in Double rather
/// than float). Old simfiles made warps with a negative BPM (the chart runs backwards until
/// the lost time is made up) or a negative stop (that much time is skipped); StepMania 5
/// loads them as warps, and so does this.
struct StepManiaNegativeTiming {
  /// A BPM this fast is a warp in all but name (StepMania's `FAST_BPM_WARP`).
  static let fastBPMWarp = 9_999_999.0
  /// Where a warp that never ends is made to end (StepMania's value).
  static let endlessWarpBeat = 99_999_999.0
  /// The tempo StepMania assumes when a file gives none.
  static let defaultBPM = 60.0

  struct Result: Equatable {
    var bpms: [(beat: Double, bpm: Double)] = []
    var stops: [(beat: Double, seconds: Double)] = []
    var warps: [(beat: Double, length: Double)] = []
    /// Seconds to subtract from `#OFFSET`: stops before beat 0 move beat 0 in the music.
    var offsetShift = 0.0
    var warnings: [(line: Int, message: String)] = []

    static func == (lhs: Result, rhs: Result) -> Bool {
      lhs.bpms.elementsEqual(rhs.bpms, by: ==) && lhs.stops.elementsEqual(rhs.stops, by: ==)
        && lhs.warps.elementsEqual(rhs.warps, by: ==) && lhs.offsetShift == rhs.offsetShift
    }
  }

  /// `bpms` and `stops` as read (zero values already dropped, as StepMania's parser does).
  static func resolve(bpms: [StepManiaTimingEntry], stops: [StepManiaTimingEntry]) -> Result {
    var state = State()
    state.run(bpms: stableSorted(bpms), stops: stableSorted(stops))
    return state.result
  }

  private static func stableSorted(_ entries: [StepManiaTimingEntry]) -> [StepManiaTimingEntry] {
    entries.enumerated().sorted { ($0.element.beat, $0.offset) < ($1.element.beat, $1.offset) }
      .map(\.element)
  }

  private struct State {
    var result = Result()
    /// Current BPM, positive or negative.
    var bpm = 0.0
    /// Beat of the previous timing change.
    var previousBeat = 0.0
    /// Start of the warp under way, or nil.
    var warpStart: Double?
    /// The BPM before the warp, to tell whether it changed during it.
    var preWarpBPM = 0.0
    /// How far behind the negative changes have put us, in seconds.
    var timeOffset = 0.0

    mutating func run(bpms: [StepManiaTimingEntry], stops: [StepManiaTimingEntry]) {
      var stopIndex = 0
      // Stops before beat 0 only move beat 0 in the music.
      while stopIndex < stops.count, stops[stopIndex].beat < 0 {
        result.offsetShift += stops[stopIndex].value
        stopIndex += 1
      }
      var bpmIndex = 0
      // BPMs up to beat 0: the last one is the starting tempo; negative ones before 0 are
      // ignored, as StepMania does.
      while bpmIndex < bpms.count, bpms[bpmIndex].beat <= 0 {
        bpm = bpms[bpmIndex].value
        if bpm < 0, bpms[bpmIndex].beat < 0 {
          result.warnings.append(
            (bpms[bpmIndex].line, "negative BPM before beat 0 ignored, as StepMania does"))
        }
        bpmIndex += 1
      }
      if bpm == 0 {
        if bpmIndex == bpms.count {
          bpm = defaultBPM
          result.warnings.append((0, "no BPM given; StepMania assumes \(Int(defaultBPM)) BPM"))
        } else {
          // StepMania means to use the next BPM change here (its code reads one past it,
          // which is undefined when there is only one); the next one it is.
          bpm = bpms[bpmIndex].value
          result.warnings.append(
            (bpms[bpmIndex].line, "no BPM at beat 0; using the next BPM change from the start"))
        }
      }
      if bpm > 0, bpm <= fastBPMWarp { result.bpms.append((0, bpm)) }

      while bpmIndex < bpms.count || stopIndex < stops.count {
        // BPM changes come first when they share a beat with a stop.
        let isBPM =
          stopIndex == stops.count
          || (bpmIndex < bpms.count && bpms[bpmIndex].beat <= stops[stopIndex].beat)
        let change = isBPM ? bpms[bpmIndex] : stops[stopIndex]
        advanceTime(to: change.beat)
        previousBeat = change.beat
        if isBPM {
          applyBPM(change)
          bpmIndex += 1
        } else {
          applyStop(change)
          stopIndex += 1
        }
      }
      finishOpenWarp()
    }

    /// Time passing at the current BPM up to `beat`; ends a warp once the lost time is made up.
    private mutating func advanceTime(to beat: Double) {
      // "Infinite" BPMs (old warps) take no time at all.
      guard bpm <= fastBPMWarp else { return }
      timeOffset += (beat - previousBeat) * 60 / bpm
      guard let start = warpStart, bpm > 0, timeOffset > 0 else { return }
      // timeOffset is how far past the end of the warp we are.
      let end = beat - timeOffset * bpm / 60
      result.warps.append((start, end - start))
      if bpm != preWarpBPM { result.bpms.append((start, bpm)) }
      warpStart = nil
    }

    private mutating func applyBPM(_ change: StepManiaTimingEntry) {
      if warpStart == nil, change.value < 0 || change.value > fastBPMWarp {
        warpStart = change.beat
        preWarpBPM = bpm
        timeOffset = 0
      } else if warpStart == nil {
        result.bpms.append((change.beat, change.value))
      }
      bpm = change.value
    }

    private mutating func applyStop(_ change: StepManiaTimingEntry) {
      guard let start = warpStart else {
        if change.value < 0 {
          warpStart = change.beat
          preWarpBPM = bpm
          timeOffset = change.value
        } else {
          result.stops.append((change.beat, change.value))
        }
        return
      }
      // Inside a warp a stop pays back lost time; one that overpays ends the warp and
      // stops for the difference.
      timeOffset += change.value
      guard change.value > 0, timeOffset > 0 else { return }
      result.warps.append((start, change.beat - start))
      result.stops.append((change.beat, timeOffset))
      if bpm < 0 || bpm > fastBPMWarp {
        warpStart = change.beat
        timeOffset = 0
      } else {
        if bpm != preWarpBPM { result.bpms.append((start, bpm)) }
        warpStart = nil
      }
    }

    private mutating func finishOpenWarp() {
      guard let start = warpStart else { return }
      let end =
        bpm < 0 || bpm > fastBPMWarp ? endlessWarpBeat : previousBeat - timeOffset * bpm / 60
      result.warps.append((start, end - start))
      // An endless warp's own tempo (negative, or "infinite") never plays: nothing after it
      // can be hit. StepMania keeps it; a beat map needs every BPM positive, so it is dropped.
      if bpm != preWarpBPM, bpm > 0, bpm <= fastBPMWarp { result.bpms.append((start, bpm)) }
    }
  }
}
