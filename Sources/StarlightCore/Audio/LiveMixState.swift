/// Everything the audio callback touches, as one value the platform keeps behind a mutex:
/// the mixing engine, music requests anchored in time, and the reading it publishes for
/// the song clock. Pure, so a simulated device can drive it exactly as the callback does.
public struct LiveMixState: Sendable {
  public enum MusicRequest: Sendable {
    case play(PCMClip, BGMVoice.Ending, SongAnchor)
    case resume(SongAnchor)
  }

  public var engine: AudioMixEngine
  private var requests: [MusicRequest] = []
  private var generation: UInt64 = 0
  public private(set) var reading: AudioFrameReading?
  public private(set) var framesMixed: Int64 = 0
  public private(set) var buffersMixed = 0

  public init(engine: AudioMixEngine = AudioMixEngine()) {
    self.engine = engine
  }

  /// Queues a request for the next buffer (where its frame can be computed exactly).
  public mutating func request(_ request: MusicRequest) {
    requests.append(request)
  }

  /// Song changes that are not anchored (stop, cross-fade) detach the clock from the
  /// audio until the next anchored request.
  public mutating func detach(generation: UInt64) {
    self.generation = generation
    requests.removeAll(keepingCapacity: true)
  }

  /// The audio callback: resolves pending requests against this buffer's timestamp,
  /// publishes the reading, then mixes.
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, stamp: Nanoseconds) {
    let format = engine.format
    let frames = output.count / format.channels
    let latency = format.nanoseconds(Int64(frames + engine.limiterDelayFrames))
    for request in requests {
      switch request {
      case .play(let clip, let ending, let anchor):
        engine.playMusic(
          clip, ending: ending,
          fromSongFrame: anchor.firstFrame(
            forBufferMixedAt: stamp, latency: latency, format: format))
        generation = anchor.generation
      case .resume(let anchor):
        engine.resumeMusic(
          atSongFrame: anchor.firstFrame(forBufferMixedAt: stamp, latency: latency, format: format))
        generation = anchor.generation
      }
    }
    requests.removeAll(keepingCapacity: true)
    reading = AudioFrameReading(
      songFrame: engine.songFrame, stamp: stamp, latency: latency,
      isSongRunning: engine.isSongRunning, generation: generation, framesMixed: framesMixed)
    engine.mix(into: output)
    framesMixed += Int64(frames)
    buffersMixed += 1
  }
}
