/// Renders an `AudioScore` through `AudioMixEngine`, the same mixing code the live audio
/// callback runs, as fast as the CPU allows.
///
/// Buffers are split at cue frames so every command lands on its exact frame, and the
/// limiter's look-ahead delay is taken off the front so output frame k is the mix of song
/// frame (start + k): a sound scheduled at time T is at sample T in the file.
public struct OfflineRenderer: Sendable {
  public enum Length: Sendable, Equatable {
    case frames(Int)
    /// Until the last cue has passed and nothing sounds any more, at most this many frames.
    case untilSilent(maxFrames: Int)
  }

  /// Mix this many frames at a time at most, as a live device would.
  public var bufferFrames: Int

  public init(bufferFrames: Int = 256) {
    self.bufferFrames = max(1, bufferFrames)
  }

  public func render(
    _ score: AudioScore, engine: AudioMixEngine = AudioMixEngine(), length: Length
  ) -> [Float] {
    var engine = engine
    return render(score, engine: &engine, length: length)
  }

  /// Renders with `engine` and leaves it as the render ended (its limiter and voice
  /// statistics included).
  public func render(
    _ score: AudioScore, engine: inout AudioMixEngine, length: Length
  ) -> [Float] {
    let channels = engine.format.channels
    let delay = engine.limiterDelayFrames
    let events = score.events
    var output: [Float] = []
    var block = [Float](repeating: 0, count: bufferFrames * channels)
    // Frames mixed so far. Input frame i comes out of the limiter as frame i + delay, so
    // cues apply at input frame == their output frame and the first `delay` frames out
    // are dropped.
    var produced = 0
    var cursor = 0
    var end: Int
    switch length {
    case .frames(let count): end = max(0, count) + delay
    case .untilSilent(let maxFrames): end = max(0, maxFrames) + delay
    }
    var tailStarted = false
    while true {
      while cursor < events.count, events[cursor].frame <= Int64(produced) {
        apply(events[cursor].cue, to: &engine)
        cursor += 1
      }
      if case .untilSilent = length, !tailStarted, cursor >= events.count, engine.isIdle {
        tailStarted = true
        end = min(end, produced + delay)  // flush the delay line, then stop
      }
      guard produced < end else { break }
      var frames = min(bufferFrames, end - produced)
      if cursor < events.count {
        frames = min(frames, max(1, Int(clamping: events[cursor].frame) - produced))
      }
      block.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        engine.mix(into: UnsafeMutableBufferPointer(start: base, count: frames * channels))
      }
      let skip = min(frames, max(0, delay - produced))
      output.append(contentsOf: block[(skip * channels)..<(frames * channels)])
      produced += frames
    }
    return output
  }

  private func apply(_ cue: AudioScore.Cue, to engine: inout AudioMixEngine) {
    switch cue {
    case .playMusic(let clip, let ending, let frame):
      engine.playMusic(clip, ending: ending, fromSongFrame: frame)
    case .crossFade(let clip, let ending, let start, let duration):
      engine.crossFade(to: clip, ending: ending, fromSongFrame: start, duration: duration)
    case .pauseMusic:
      engine.pauseMusic()
    case .resumeMusic(let frame):
      engine.resumeMusic(atSongFrame: frame)
    case .stopMusic:
      engine.stopMusic()
    case .sound(let clip, let frame):
      engine.playSound(clip, atSongFrame: frame)
    case .pressSound(let clip, let time):
      engine.playSound(clip, pressedAtSongTime: time)
    case .soundNow(let clip):
      engine.playSound(clip)
    case .masterGain(let gain, let duration):
      engine.setMasterGain(gain, over: duration)
    case .setRate(let rate, let frame):
      engine.setPlaybackRate(rate, atSongFrame: frame)
    }
  }
}
