/// Where a note is in its lane at a song time, for a scroll speed on a chart's timing: its
/// distance from the judgement line as a share of the lane's visible length (0 on the line,
/// 1 where notes appear, negative once past). A pure function of song time, so the view,
/// its tests and a replay watched later all place notes alike. Visual only: judging never
/// reads it.
public struct ScrollModel: Sendable, Equatable {
  /// Beats the visible lane holds at 1x: StepMania's 64-pixel beat over its 400-pixel field.
  public static let beatsInViewAt1x = 6.25

  public let speed: ScrollSpeed
  public let tempo: TempoMap
  /// The song's rate: a constant speed is real time, so it holds `rate` x as much song.
  public let rate: PlaybackRate

  /// The multiple of the chart's tempo the beat-following speeds scroll at (an MMod's from
  /// the chart's top BPM); nil for a constant speed. Worked out once: the view asks for
  /// every note in sight, every frame, and the top BPM walks the whole tempo map.
  public let beatMultiplier: Double?

  public init(speed: ScrollSpeed, tempo: TempoMap, rate: PlaybackRate = .normal) {
    self.speed = speed
    self.tempo = tempo
    self.rate = rate
    switch speed {
    case .constant: beatMultiplier = nil
    case .beats(let multiplier): beatMultiplier = multiplier
    case .topBPM(let target): beatMultiplier = target / max(1, tempo.highestBPM)
    }
  }

  /// The share of the lane between the line and a note at `noteTime` (its chart beat
  /// `noteBeat` when known) at song time `now`.
  public func distance(noteTime: Nanoseconds, noteBeat: Double? = nil, at now: Nanoseconds)
    -> Double
  {
    switch speed {
    case .constant(let visible):
      return Double(noteTime - now) / Double(rate.songDuration(ofReal: visible))
    case .beats, .topBPM:
      let multiplier = beatMultiplier ?? 1
      let beat = noteBeat ?? tempo.beat(atTime: noteTime)
      return (beat - tempo.beat(atTime: now)) * multiplier / Self.beatsInViewAt1x
    }
  }

  /// The distance of `note`'s head (its tail with `tail`).
  public func distance(of note: TimedNote, tail: Bool = false, at now: Nanoseconds) -> Double {
    if tail, let end = note.endTime { return distance(noteTime: end, at: now) }
    return distance(noteTime: note.time, noteBeat: note.beat, at: now)
  }
}
