/// L, the one constant delay between a press and its hit sound, live and offline alike.
///
/// The rule (DESIGN.md section 4): a sound the rules make for a press starts on the song's
/// output sample of that press's song time, plus L. The song time is the one the press was
/// judged at (the time recorded in the replay), so the clock that judges a press is the
/// clock that places its sound, and a render of the replay puts every sound on the sample
/// the live mix did. A player can learn a constant delay (and the audio offset corrects
/// it); no one can learn jitter, which is what playing a sound "on the next buffer" gave.
///
/// L must cover the trip of the request to the audio thread: the press is heard one output
/// latency (a buffer plus the limiter's look-ahead) after the buffer holding its song
/// frame was mixed, the game hands the sound over a moment later, and the callback that
/// takes it may be one buffer away and then mixes a buffer further on. So L is two buffers
/// plus the limiter's delay plus a margin for the game loop and callback jitter, rounded
/// up to whole milliseconds; a setting can raise it. A sound server that keeps more queued
/// ahead of the device than the buffer being mixed (PulseAudio's target length) raises the
/// trip to that queue plus a buffer. A request that still comes too late (a stall) plays at
/// once and is counted.
public struct HitSoundLatency: Sendable, Equatable {
  public let frames: Int

  public init(frames: Int) {
    self.frames = max(0, frames)
  }

  /// L for a device mixing `bufferFrames` at a time with `limiterDelayFrames` of
  /// look-ahead and `queuedFrames` kept queued ahead of the device by its sound server (the
  /// buffer being mixed among them; 0: no more than the buffer), never below `minimum`
  /// (the player's setting).
  public static func derived(
    bufferFrames: Int, limiterDelayFrames: Int, queuedFrames: Int = 0,
    format: AudioFormat = .standard, margin: Nanoseconds = AudioTuning.hitSoundMargin,
    minimum: Nanoseconds = 0
  ) -> HitSoundLatency {
    let buffer = max(1, bufferFrames)
    let mixedAhead = max(AudioTuning.hitSoundBuffers * buffer, max(0, queuedFrames) + buffer)
    let trip =
      format.nanoseconds(Int64(mixedAhead))
      + format.nanoseconds(Int64(max(0, limiterDelayFrames))) + max(0, margin)
    let step = AudioTuning.hitSoundLatencyGranularity
    let rounded = (max(trip, minimum) + step - 1) / step * step
    return HitSoundLatency(frames: Int(format.frames(rounded)))
  }

  /// L for the default buffer size: what a replay without a recorded L is rendered with.
  public static let standard = derived(
    bufferFrames: AudioTuning.defaultBufferFrames,
    limiterDelayFrames: AudioFormat.standard.frameCount(AudioTuning.limiterLookahead))

  public func nanoseconds(format: AudioFormat = .standard) -> Nanoseconds {
    format.nanoseconds(Int64(frames))
  }

  /// The song frame a sound for a press at song time `time` starts on.
  public func songFrame(pressedAt time: Nanoseconds, format: AudioFormat) -> Int64 {
    format.frames(time) + Int64(frames)
  }

  /// The song position (hundredths of a frame) a sound for a press at song time `time`
  /// starts on when the song plays at `rate`: L is real time, so it is L x rate song frames
  /// after the press's frame (at 1x, exactly `songFrame(pressedAt:format:)`).
  public func songHundredths(
    pressedAt time: Nanoseconds, format: AudioFormat, rate: PlaybackRate
  ) -> Int64 {
    format.frames(time) * SongHundredths.perFrame + Int64(frames) * Int64(rate.hundredths)
  }
}
