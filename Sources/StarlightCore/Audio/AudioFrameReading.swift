/// What the audio thread reports after each buffer it mixes: where the song was at the
/// first frame of that buffer, when it was mixed, and how long until it is heard.
public struct AudioFrameReading: Sendable, Equatable {
  /// Song frame of the buffer's first frame (the written position, not yet heard).
  public var songFrame: Int64
  /// Monotonic instant the buffer was mixed.
  public var stamp: Nanoseconds
  /// From being mixed to being heard: the device's buffer plus the limiter's look-ahead.
  public var latency: Nanoseconds
  public var isSongRunning: Bool
  /// The clock calibration (start, resume, seek) this song position follows from.
  public var generation: UInt64
  /// Frames the device has taken since it opened.
  public var framesMixed: Int64
  /// The rate the song plays at: song time gained per real time.
  public var rate: PlaybackRate
  /// Hundredths of a frame past `songFrame` (0 at 1x; at a rate the song position falls
  /// between frames).
  public var subframeHundredths: Int64
  /// Whether `latency` is the sound server's own (its graph clock's time for when the buffer
  /// reaches the device) rather than the buffer's length measured from the callback: such a
  /// reading carries no callback jitter, and a gap in it is a gap in what is heard.
  public var isServerTimed: Bool

  public init(
    songFrame: Int64, stamp: Nanoseconds, latency: Nanoseconds, isSongRunning: Bool,
    generation: UInt64, framesMixed: Int64, rate: PlaybackRate = .normal,
    subframeHundredths: Int64 = 0, isServerTimed: Bool = false
  ) {
    self.isServerTimed = isServerTimed
    self.rate = rate
    self.subframeHundredths = subframeHundredths
    self.songFrame = songFrame
    self.stamp = stamp
    self.latency = latency
    self.isSongRunning = isSongRunning
    self.generation = generation
    self.framesMixed = framesMixed
  }

  /// The song position being heard at `now`, extrapolating from the buffer at the
  /// nominal rate (between two callbacks that is off by the rate error times a few ms).
  /// The latency is real time, so at a rate it holds rate x latency of song; at 1x this is
  /// frame + (now - stamp) - latency.
  public func heardPosition(at now: Nanoseconds, format: AudioFormat) -> Nanoseconds {
    let subframe =
      subframeHundredths * Nanoseconds.perSecond
      / (SongHundredths.perFrame * Int64(format.sampleRate))
    return format.nanoseconds(songFrame) + subframe
      + rate.songDuration(ofReal: now - stamp - latency)
  }
}

/// Where the song clock reads the audio thread's progress from. The platform's live
/// mixer is one; tests use a simulated device.
public protocol AudioFrameSource: Sendable {
  func latestReading() -> AudioFrameReading?
}
