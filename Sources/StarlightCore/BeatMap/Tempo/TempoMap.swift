import Algorithms

/// Converts beats to song time through BPM changes, stops, delays and warps, with
/// StepMania's meanings (`TimingData`): a stop pauses after the notes on its beat, a delay
/// before them; a warp skips its beats in no time; several events on one beat are handled
/// warp end, BPM change, delay, (the note), stop, warp start.
///
/// Rounding: StepMania adds up float seconds segment by segment. Here each segment's
/// seconds are added up in Double from the previous segment's exact length, and only the
/// final value is rounded, once, to the nearest nanosecond; the offset (already whole
/// nanoseconds) is added after. No rounding error builds up across segments, and a map
/// with only BPM changes gives the same times as beat map version 1 did.
public struct TempoMap: Sendable, Equatable {
  public let points: [TempoPoint]
  public let stops: [TempoPause]
  public let delays: [TempoPause]
  public let warps: [TempoWarp]
  public let offsetNanoseconds: Nanoseconds
  private let checkpoints: [TempoCheckpoint]

  /// Each list must be sorted by beat, `points` must start at beat 0 with positive BPMs,
  /// pauses positive and warps end after they start (the loader checks all of this first).
  public init(
    points: [TempoPoint], stops: [TempoPause] = [], delays: [TempoPause] = [],
    warps: [TempoWarp] = [], offsetNanoseconds: Nanoseconds
  ) {
    self.points = points
    self.stops = stops
    self.delays = delays
    self.warps = warps
    self.offsetNanoseconds = offsetNanoseconds
    checkpoints = TempoWalk.checkpoints(
      points: points, stops: stops, delays: delays, warps: warps)
  }

  public func time(ofBeat beat: Double) -> Nanoseconds {
    let seconds = elapsedSeconds(atBeat: beat)
    // Clamped, not trapping: a beat map may ask for an absurdly late beat, and the loader
    // must be able to report it as beyond the audio.
    let (time, overflow) = offsetNanoseconds.addingReportingOverflow(
      .clamping(seconds * Double(Nanoseconds.perSecond)))
    guard !overflow else { return offsetNanoseconds < 0 ? .min : .max }
    return time
  }

  /// Whether a note on `beat` lies inside a warp and so cannot be hit. StepMania's rule
  /// (`TimingData::IsWarpAtRow`): only the last warp starting at or before the beat counts,
  /// its end is exclusive, and a stop or delay on the very beat makes the note hittable.
  public func isWarped(beat: Double) -> Bool {
    let after = warps.partitioningIndex { $0.beat > beat }
    guard after > 0 else { return false }
    let warp = warps[after - 1]
    guard warp.beat <= beat, beat < warp.endBeat else { return false }
    if stops.isEmpty && delays.isEmpty { return true }
    return !Self.contains(stops, beat: beat) && !Self.contains(delays, beat: beat)
  }

  /// The beat at song time `time`, as StepMania's `GetBeatFromElapsedTime` reads it: a stop
  /// or delay holds the beat while its time passes; a warp's beats are skipped at once.
  public func beat(atTime time: Nanoseconds) -> Double {
    let seconds = Double(time - offsetNanoseconds) / Double(Nanoseconds.perSecond)
    // The last event at or before `seconds` (a warp's events share one instant).
    let after = checkpoints.partitioningIndex { $0.seconds > seconds }
    guard after > 0 else {
      let bpm = points.first?.bpm ?? 0
      return seconds * bpm / TempoWalk.secondsPerMinute
    }
    let checkpoint = checkpoints[after - 1]
    let beat =
      checkpoint.beat + (seconds - checkpoint.seconds) * checkpoint.bpm / TempoWalk.secondsPerMinute
    // Up to a pause's beat the tempo runs; through the pause the beat holds there.
    guard after < checkpoints.count else { return beat }
    return min(beat, checkpoints[after].beat)
  }

  /// The highest tempo of the chart outside its warps (StepMania's MMod reads the top BPM).
  public var highestBPM: Double {
    points.filter { !isWarped(beat: $0.beat) }.map(\.bpm).max() ?? points.first?.bpm ?? 0
  }

  /// The tempo in force at `beat`, for display.
  public func bpm(atBeat beat: Double) -> Double {
    (points.last { $0.beat <= beat } ?? points.first)?.bpm ?? 0
  }

  private func elapsedSeconds(atBeat beat: Double) -> Double {
    let after = checkpoints.partitioningIndex { !$0.precedesNote(atBeat: beat) }
    guard after > 0 else {
      // Before every event: the first tempo extends backwards from beat 0.
      let bpm = points.first?.bpm ?? 0
      return bpm > 0 ? beat * TempoWalk.secondsPerMinute / bpm : 0
    }
    let checkpoint = checkpoints[after - 1]
    if checkpoint.isWarping { return checkpoint.seconds }
    return checkpoint.seconds + (beat - checkpoint.beat) * TempoWalk.secondsPerMinute
      / checkpoint.bpm
  }

  private static func contains(_ pauses: [TempoPause], beat: Double) -> Bool {
    let index = pauses.partitioningIndex { $0.beat >= beat }
    return index < pauses.count && pauses[index].beat == beat
  }
}
