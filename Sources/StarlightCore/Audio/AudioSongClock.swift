import Foundation

/// Song time locked to the audio device (seed 001, DESIGN.md section 3).
///
/// It runs as a timeline on the monotonic clock (start = now - savedPosition on every
/// start, resume and seek) and, each time it is updated, compares itself with the
/// position the audio thread says is being heard: the frames of the last buffer plus the
/// time since it was mixed, less the latency. The difference is taken out slowly (a
/// half-life of `halfLife`, as osu! does), so callback jitter never shows; a large one
/// (the device stalled) is taken out at once, as is any difference with a reading the
/// sound server timed itself (the game's own PipeWire stream: no jitter to hide, and a gap
/// there is a gap in what is heard, so notes and music move together). Either way the
/// clock never goes backwards while running: it holds until the audio catches up.
///
/// With no usable reading (no device, a stale or older-generation one, the song not
/// running) it simply runs on the monotonic clock.
public struct AudioSongClock: Sendable {
  public struct Tuning: Sendable, Equatable {
    /// How fast a difference with the audio is corrected.
    public var halfLife: Nanoseconds
    /// A difference larger than this (or three latencies) is corrected at once.
    public var snapThreshold: Nanoseconds
    /// A reading older than this is ignored: the device is not consuming.
    public var staleAfter: Nanoseconds

    public static let standard = Tuning(
      halfLife: .milliseconds(50), snapThreshold: .milliseconds(30),
      staleAfter: .milliseconds(100))

    public init(halfLife: Nanoseconds, snapThreshold: Nanoseconds, staleAfter: Nanoseconds) {
      self.halfLife = max(1, halfLife)
      self.snapThreshold = snapThreshold
      self.staleAfter = staleAfter
    }
  }

  private let source: any AudioFrameSource
  public let format: AudioFormat
  public let tuning: Tuning
  /// The player's global offset: subtracted from every reading of the clock.
  public var globalOffset: Nanoseconds
  private var timeline: SongTimeline
  private var floor: Nanoseconds
  private var lastUpdate: Nanoseconds
  /// Bumped on every calibration; readings from before it are ignored.
  public private(set) var generation: UInt64 = 0
  /// Whether the last update followed the audio (false: ran on the monotonic clock).
  public private(set) var isLocked = false
  /// The last measured difference, audio minus clock, before correction.
  public private(set) var lastDifference: Nanoseconds = 0
  /// The largest difference with the audio taken out so far (either way): how far the
  /// sound server's position moved the clock, for `--stats`.
  public private(set) var largestDifference: Nanoseconds = 0

  /// A clock paused at song time 0 until started.
  public init(
    source: any AudioFrameSource, format: AudioFormat = .standard, globalOffset: Nanoseconds = 0,
    tuning: Tuning = .standard
  ) {
    self.source = source
    self.format = format
    self.tuning = tuning
    self.globalOffset = globalOffset
    var timeline = SongTimeline(startingAt: 0, now: 0)
    timeline.pause(at: 0)
    self.timeline = timeline
    floor = 0
    lastUpdate = 0
  }

  public var isPaused: Bool { timeline.isPaused }
  /// Song time gained per real time (set with `setRate`).
  public var rate: PlaybackRate { timeline.rate }

  // MARK: Calibration

  /// Runs from `position` at `now`; returns the generation to anchor the audio with.
  @discardableResult
  public mutating func start(at position: Nanoseconds, now: Nanoseconds) -> UInt64 {
    timeline = SongTimeline(startingAt: position, now: now, rate: timeline.rate)
    return recalibrated(now: now)
  }

  /// Freezes where it is now.
  public mutating func pause(at now: Nanoseconds) {
    guard !timeline.isPaused else { return }
    let position = max(timeline.songTime(at: now), floor)
    timeline.pause(at: now)
    timeline.seek(to: position, at: now)
    floor = position
  }

  /// Runs again from where it froze (start = now - savedPosition).
  @discardableResult
  public mutating func resume(at now: Nanoseconds) -> UInt64 {
    timeline.resume(at: now)
    return recalibrated(now: now)
  }

  /// Jumps to `position`, paused or running.
  @discardableResult
  public mutating func seek(to position: Nanoseconds, at now: Nanoseconds) -> UInt64 {
    timeline.seek(to: position, at: now)
    floor = position
    return recalibrated(now: now)
  }

  /// Runs at `rate` from `now`, from where it stands (a calibration like a seek, since the
  /// audio changes rate on its next buffer). Returns the song position at `now` (offset
  /// not applied) with the generation to anchor the audio with.
  @discardableResult
  public mutating func setRate(
    _ rate: PlaybackRate, at now: Nanoseconds
  ) -> (position: Nanoseconds, generation: UInt64) {
    let current = timeline.songTime(at: now)
    let position = timeline.isPaused ? current : max(current, floor)
    timeline.setRate(rate, at: now)
    timeline.seek(to: position, at: now)
    floor = position
    lastUpdate = now
    generation &+= 1
    return (position, generation)
  }

  /// Stops following the audio (the song changed under it) until the next calibration.
  public mutating func detach() -> UInt64 {
    generation &+= 1
    return generation
  }

  // MARK: Reading

  /// The song time at `now`, corrected toward the audio, never below the last one.
  public mutating func update(now: Nanoseconds) -> Nanoseconds {
    guard !timeline.isPaused else { return floor - globalOffset }
    let free = timeline.songTime(at: now)
    if let (heard, serverTimed) = heardPosition(at: now) {
      let difference = heard - free
      lastDifference = difference
      largestDifference = max(largestDifference, abs(difference))
      isLocked = true
      // The server's own time has no callback jitter to smooth: a difference is a gap in
      // what is heard (a cycle played without the game's buffer), followed at once.
      if serverTimed || abs(difference) > tuning.snapThreshold {
        timeline.seek(to: heard, at: now)
      } else {
        // The half-life is real time, whatever the rate.
        let elapsed = Double(max(0, now - lastUpdate))
        let share = 1 - exp2(-elapsed / Double(tuning.halfLife))
        timeline.seek(to: free + Nanoseconds(Double(difference) * share), at: now)
      }
    } else {
      isLocked = false
    }
    lastUpdate = now
    var value = timeline.songTime(at: now)
    if value < floor {
      timeline.seek(to: floor, at: now)
      value = floor
    }
    floor = value
    return value - globalOffset
  }

  /// The song time at `instant` on the current calibration, without correcting: for
  /// stamping input events between updates.
  public func songTime(at instant: Nanoseconds) -> Nanoseconds {
    timeline.songTime(at: instant) - globalOffset
  }

  /// The position heard now, and whether the sound server timed it.
  private func heardPosition(at now: Nanoseconds) -> (Nanoseconds, Bool)? {
    guard let reading = source.latestReading(), reading.generation == generation,
      reading.isSongRunning, now - reading.stamp <= tuning.staleAfter
    else { return nil }
    return (reading.heardPosition(at: now, format: format), reading.isServerTimed)
  }

  private mutating func recalibrated(now: Nanoseconds) -> UInt64 {
    floor = timeline.songTime(at: now)
    lastUpdate = now
    generation &+= 1
    return generation
  }
}
