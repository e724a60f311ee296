/// Everything the audio callback touches, as one value the platform keeps behind a mutex:
/// the mixing engine, the music requests waiting for the next buffer, and the reading it
/// publishes for the song clock. Pure, so a simulated device drives it exactly as the
/// callback does.
public struct LiveMixState: Sendable {
  /// Music commands, applied in order at the start of the next buffer. Queuing them all
  /// (not only the anchored ones) keeps "start, then pause" in that order even when both
  /// come between two callbacks.
  public enum MusicRequest: Sendable {
    case play(PCMClip, BGMVoice.Ending, SongAnchor)
    case resume(SongAnchor)
    /// Resume the song from the frame it stopped on (after the device came back, for
    /// music that does not follow the song clock).
    case resumeInPlace
    case pause(fade: Nanoseconds)
    /// Stop (or cross-fade); readings then belong to `generation`, which the clock,
    /// detached, no longer follows.
    case stop(generation: UInt64)
    case crossFade(PCMClip, BGMVoice.Ending, fromSongFrame: Int64 = 0, generation: UInt64)
    case scheduleSound(PCMClip, gain: Float, songFrame: Int64)
    /// A sound from the start of the next buffer (a menu's click, a sound with no song).
    case sound(PCMClip, gain: Float)
    /// The master bus to `gain` over the engine's master fade (mute, the master volume).
    case masterGain(Float)
    /// The sound of a press judged at song time `songTime`: on that frame plus L.
    case pressSound(PCMClip, gain: Float, songTime: Nanoseconds)
    /// Music at a rate from this buffer on; a song that plays goes on from the anchor's
    /// position (where the clock, re-anchored at the new rate, says it is).
    case setRate(MusicRate, SongAnchor?)
  }

  public static let requestCapacity = 64

  public var engine: AudioMixEngine
  private var requests: [MusicRequest] = []
  private var generation: UInt64 = 0
  public private(set) var reading: AudioFrameReading?
  public private(set) var framesMixed: Int64 = 0
  public private(set) var buffersMixed = 0
  /// The frames of the latest callback: the buffer the device really asks for, which may
  /// not be the one requested (0 before any callback, or after `forgetBufferSize`).
  public private(set) var lastBufferFrames = 0
  /// CPU time of recent callbacks, recorded by the platform.
  public var timings = CallbackTimings()

  public init(engine: AudioMixEngine = AudioMixEngine()) {
    self.engine = engine
    requests.reserveCapacity(Self.requestCapacity)
  }

  public var pendingRequests: Int { requests.count }

  /// Queues a request for the next buffer (where an anchor's frame is computed exactly).
  public mutating func request(_ request: MusicRequest) {
    requests.append(request)
  }

  /// The audio callback: applies pending requests against this buffer's timestamp (those
  /// queued here, then those `arriving` hands over, oldest first, until it says nil),
  /// publishes the reading, then mixes. `deviceLatency` is how long after `stamp` the
  /// buffer's first frame reaches the device, as the sound server's clock says; without it
  /// the buffer's own length stands for it (the buffer before it is still playing).
  public mutating func render(
    into output: UnsafeMutableBufferPointer<Float>, stamp: Nanoseconds,
    deviceLatency: Nanoseconds? = nil, arriving: () -> MusicRequest? = { nil }
  ) {
    let format = engine.format
    let frames = output.count / format.channels
    let latency =
      deviceLatency.map { max(0, $0) + format.nanoseconds(Int64(engine.limiterDelayFrames)) }
      ?? format.nanoseconds(Int64(frames + engine.limiterDelayFrames))
    for request in requests {
      apply(request, stamp: stamp, latency: latency)
    }
    requests.removeAll(keepingCapacity: true)
    while let request = arriving() {
      apply(request, stamp: stamp, latency: latency)
    }
    let songFrame = engine.songFrame
    reading = AudioFrameReading(
      songFrame: songFrame, stamp: stamp, latency: latency,
      isSongRunning: engine.isSongRunning, generation: generation, framesMixed: framesMixed,
      rate: engine.musicRate.rate,
      subframeHundredths: engine.songHundredths - songFrame * SongHundredths.perFrame,
      isServerTimed: deviceLatency != nil)
    engine.mix(into: output)
    framesMixed += Int64(frames)
    buffersMixed += 1
    lastBufferFrames = frames
  }

  /// The device was opened again: its buffer is measured afresh from its next callback.
  public mutating func forgetBufferSize() {
    lastBufferFrames = 0
  }

  private mutating func apply(_ request: MusicRequest, stamp: Nanoseconds, latency: Nanoseconds) {
    let format = engine.format
    let rate = engine.musicRate.rate
    switch request {
    case .play(let clip, let ending, let anchor):
      let frame = anchor.firstFrame(
        forBufferMixedAt: stamp, latency: latency, format: format, rate: rate)
      engine.playMusic(clip, ending: ending, fromSongFrame: frame)
      generation = anchor.generation
    case .resume(let anchor):
      let frame = anchor.firstFrame(
        forBufferMixedAt: stamp, latency: latency, format: format, rate: rate)
      engine.resumeMusic(atSongFrame: frame)
      generation = anchor.generation
    case .resumeInPlace:
      engine.resumeMusic(atSongFrame: engine.songFrame)
    case .pause(let fade):
      engine.pauseMusic(fade: fade)
    case .stop(let detached):
      engine.stopMusic()
      generation = detached
    case .crossFade(let clip, let ending, let start, let detached):
      engine.crossFade(to: clip, ending: ending, fromSongFrame: start)
      generation = detached
    case .scheduleSound(let clip, let gain, let frame):
      engine.playSound(clip, gain: gain, atSongFrame: frame)
    case .sound(let clip, let gain):
      engine.playSound(clip, gain: gain)
    case .masterGain(let gain):
      engine.setMasterGain(gain)
    case .pressSound(let clip, let gain, let time):
      engine.playSound(clip, gain: gain, pressedAtSongTime: time)
    case .setRate(let musicRate, let anchor):
      guard let anchor else { return engine.setPlaybackRate(musicRate) }
      let frame = anchor.firstFrame(
        forBufferMixedAt: stamp, latency: latency, format: format, rate: musicRate.rate)
      engine.setPlaybackRate(musicRate, atSongFrame: frame)
      generation = anchor.generation
    }
  }
}
