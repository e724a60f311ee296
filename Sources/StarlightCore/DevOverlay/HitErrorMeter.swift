/// What the hit error meter under Chapter 4's playfield shows at one instant: a tick per
/// recent head hit (its offset and how far it has faded), the running mean of those, the
/// statistics and histogram of the whole run so far, and osu!'s audio offset suggestion.
/// The ticks show each press as it was judged; the statistics read every error under the
/// audio offset in force now, so a suggestion applied mid-run is not counted twice.
public struct HitErrorMeter: Sendable, Equatable {
  /// One head hit: its error (late positive) and the song time it was made at.
  public struct Hit: Sendable, Equatable {
    public let offset: Nanoseconds
    public let time: Nanoseconds
    public let tier: Int

    public init(offset: Nanoseconds, time: Nanoseconds, tier: Int) {
      self.offset = offset
      self.time = time
      self.tier = tier
    }
  }

  /// A hit still on the meter: age 0 when just made, 1 when it disappears.
  public struct Tick: Sendable, Equatable {
    public let offset: Nanoseconds
    public let age: Double
    public let tier: Int
  }

  public let windows: HitWindows
  /// Oldest first.
  public private(set) var ticks: [Tick]
  /// The mean error of the hits still on the meter; nil when none is.
  public private(set) var runningMean: Nanoseconds?
  public let statistics: HitErrorStatistics
  public let histogram: OffsetHistogram
  /// The audio offset to use instead of `audioOffset`; nil before enough hits.
  public let suggestedAudioOffset: Nanoseconds?
  /// The audio offset the run is judged under now.
  public let audioOffset: Nanoseconds

  /// What the meter was made from but the time: a frame with the same moves the ticks on
  /// (`following`) rather than making again the run's statistics, histogram and suggestion,
  /// which sort every error of the run, at every frame of a long chart.
  private let hits: [Hit]
  private let calibration: CalibrationTuning
  private let audioOffsets: AudioOffsetTimeline

  public init(
    hits: [Hit], windows: HitWindows, calibration: CalibrationTuning,
    audioOffsets: AudioOffsetTimeline, now: Nanoseconds
  ) {
    self.hits = hits
    self.windows = windows
    self.calibration = calibration
    self.audioOffsets = audioOffsets
    audioOffset = audioOffsets.current
    (ticks, runningMean) = Self.ticks(of: hits, lifetime: calibration.meterTickLifetime, now: now)
    let errors = hits.map { audioOffsets.errorUnderCurrent($0.offset, judgedAt: $0.time) }
    statistics = HitErrorStatistics(errors: errors, windows: windows)
    histogram = OffsetHistogram(
      errors: errors, reach: windows.outerEdge, binWidth: calibration.histogramBinWidth)
    suggestedAudioOffset = OffsetSuggestion.audioOffset(
      errors: errors, current: audioOffset, minimumHits: calibration.suggestionMinimumHits)
  }

  /// The meter of `run` at song time `now`: its head hits, in the order they were made.
  public init(
    run: FirewallRun, calibration: CalibrationTuning, audioOffsets: AudioOffsetTimeline,
    now: Nanoseconds
  ) {
    self.init(
      hits: Self.hits(of: run), windows: run.windows, calibration: calibration,
      audioOffsets: audioOffsets, now: now)
  }

  /// The meter of `run` at `now`, equal to a new one: `previous` with its ticks moved on
  /// when it was made from the same hits, windows, calibration and offsets.
  public static func following(
    _ previous: HitErrorMeter?, run: FirewallRun, calibration: CalibrationTuning,
    audioOffsets: AudioOffsetTimeline, now: Nanoseconds
  ) -> HitErrorMeter {
    let hits = Self.hits(of: run)
    guard var meter = previous, meter.hits == hits, meter.windows == run.windows,
      meter.calibration == calibration, meter.audioOffsets == audioOffsets
    else {
      return HitErrorMeter(
        hits: hits, windows: run.windows, calibration: calibration, audioOffsets: audioOffsets,
        now: now)
    }
    (meter.ticks, meter.runningMean) = Self.ticks(
      of: hits, lifetime: calibration.meterTickLifetime, now: now)
    return meter
  }

  /// The hits still on the meter at `now`, and their mean error.
  private static func ticks(of hits: [Hit], lifetime: Nanoseconds, now: Nanoseconds) -> (
    [Tick], Nanoseconds?
  ) {
    let lifetime = max(1, lifetime)
    let ticks = hits.compactMap { hit -> Tick? in
      let elapsed = max(0, now - hit.time)
      guard elapsed <= lifetime else { return nil }
      return Tick(offset: hit.offset, age: Double(elapsed) / Double(lifetime), tier: hit.tier)
    }
    let mean =
      ticks.isEmpty ? nil : ticks.reduce(0) { $0 + $1.offset } / Nanoseconds(ticks.count)
    return (ticks, mean)
  }

  /// The head hits of `run`, each at its press time (the note's time plus its offset).
  public static func hits(of run: FirewallRun) -> [Hit] {
    var hits: [Hit] = []
    for (index, judgement) in run.judgements.enumerated() {
      guard case .hit(let tier, let offset)? = judgement else { continue }
      hits.append(Hit(offset: offset, time: run.notes[index].time + offset, tier: tier))
    }
    return hits.sorted { $0.time < $1.time }
  }
}
