import Synchronization

@testable import StarlightCore

/// An audio device simulated in song-clock tests: it consumes frames at its own rate
/// (nominal times 1 + `drift`), calls the same `LiveMixState.render` the real callback
/// does at each ideal buffer boundary (stamped with optional jitter), and knows the true
/// song position being heard at any instant.
final class SimulatedAudioDevice: AudioFrameSource {
  struct Buffer {
    let mixStart: Int64
    let songStart: Int64
    let running: Bool
  }

  struct State {
    var mix: LiveMixState
    var callbacks = 0
    /// Every sample the device played, in order (when capturing).
    var output: [Float] = []
    var history: [Buffer] = []
    var jitterState: UInt64 = 0x9E37_79B9_7F4A_7C15
    var stalledUntil: Nanoseconds = .min
  }

  let bufferFrames: Int
  let drift: Double
  let jitter: Nanoseconds
  let origin: Nanoseconds
  let captures: Bool
  private let state: Mutex<State>
  private let format = AudioFormat.standard

  init(
    bufferFrames: Int = 256, drift: Double = 0, jitter: Nanoseconds = 0, origin: Nanoseconds = 0,
    engine: AudioMixEngine = AudioMixEngine(), captures: Bool = false
  ) {
    self.bufferFrames = bufferFrames
    self.drift = drift
    self.jitter = jitter
    self.origin = origin
    self.captures = captures
    state = Mutex(State(mix: LiveMixState(engine: engine)))
  }

  /// What the device played so far (empty unless capturing).
  var output: [Float] { state.withLock { $0.output } }
  var lateSounds: Int { state.withLock { $0.mix.engine.lateSounds } }

  /// The output sample (frame index from the first callback) at which song frame `frame`
  /// was played, from the buffers' history: nil if no running buffer held it.
  func outputFrame(ofSongFrame frame: Int64) -> Int? {
    state.withLock { state in
      let delay = state.mix.engine.limiterDelayFrames
      for buffer in state.history where buffer.running {
        let offset = frame - buffer.songStart
        if offset >= 0, offset < Int64(bufferFrames) {
          return Int(buffer.mixStart + offset) + delay
        }
      }
      return nil
    }
  }

  /// The first buffer mixed with the song running: its first output frame and song frame.
  var firstRunningBuffer: (mixStart: Int64, songStart: Int64)? {
    state.withLock { state in
      state.history.first { $0.running }.map { ($0.mixStart, $0.songStart) }
    }
  }

  /// The song frame at the start of the first buffer mixed from now on.
  var nextBufferIndex: Int { state.withLock { $0.callbacks } }

  var actualRate: Double { Double(format.sampleRate) * (1 + drift) }

  /// The ideal instant of callback `index`: when the device asks for that buffer.
  func idealCallbackTime(_ index: Int) -> Nanoseconds {
    origin + Nanoseconds((Double(index * bufferFrames) / actualRate * 1e9).rounded())
  }

  func latestReading() -> AudioFrameReading? { state.withLock { $0.mix.reading } }

  func request(_ request: LiveMixState.MusicRequest) {
    state.withLock { $0.mix.request(request) }
  }

  func withEngine(_ body: (inout AudioMixEngine) -> Void) {
    state.withLock { body(&$0.mix.engine) }
  }

  /// No callbacks until `instant`; then the missed ones come in a burst, as after a stall.
  func stall(until instant: Nanoseconds) {
    state.withLock { $0.stalledUntil = instant }
  }

  /// Runs every callback due by `now`.
  func advance(to now: Nanoseconds) {
    state.withLock { state in
      var scratch = [Float](repeating: 0, count: bufferFrames * format.channels)
      while idealCallbackTime(state.callbacks) <= now {
        let ideal = idealCallbackTime(state.callbacks)
        var stamp = ideal + Self.nextJitter(&state.jitterState, amplitude: jitter)
        if now < state.stalledUntil { return }
        stamp = max(stamp, min(now, state.stalledUntil))
        scratch.withUnsafeMutableBufferPointer { state.mix.render(into: $0, stamp: stamp) }
        if captures { state.output.append(contentsOf: scratch) }
        if let reading = state.mix.reading {
          state.history.append(
            Buffer(
              mixStart: Int64(state.callbacks * bufferFrames), songStart: reading.songFrame,
              running: reading.isSongRunning))
        }
        state.callbacks += 1
      }
    }
  }

  /// The song position actually heard at `now`: buffer k's first frame reaches the ear
  /// (its frames + the limiter's) later, at the device's own rate.
  func heardPosition(at now: Nanoseconds) -> Nanoseconds? {
    state.withLock { state in
      let latencyFrames = Double(bufferFrames + state.mix.engine.limiterDelayFrames)
      let heardMixFrame = Double(now - origin) / 1e9 * actualRate - latencyFrames
      guard heardMixFrame >= 0 else { return nil }
      let index = Int(heardMixFrame) / bufferFrames
      guard index < state.history.count, state.history[index].running else { return nil }
      let buffer = state.history[index]
      let songFrame = Double(buffer.songStart) + heardMixFrame - Double(buffer.mixStart)
      return Nanoseconds((songFrame / Double(format.sampleRate) * 1e9).rounded())
    }
  }

  /// Symmetric jitter in [-amplitude, amplitude] from a fixed-seed generator.
  private static func nextJitter(_ seed: inout UInt64, amplitude: Nanoseconds) -> Nanoseconds {
    guard amplitude > 0 else { return 0 }
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let unit = Double(seed >> 11) / Double(1 << 53)
    return Nanoseconds((unit * 2 - 1) * Double(amplitude))
  }
}

/// The game side of the tests: the clock and the audio requests it pairs with, as the
/// platform's AudioManager issues them.
struct ClockHarness {
  let device: SimulatedAudioDevice
  var clock: AudioSongClock
  static let song = PCMClip(id: "song", samples: [Float](repeating: 0, count: 96))

  init(device: SimulatedAudioDevice) {
    self.device = device
    clock = AudioSongClock(source: device)
  }

  mutating func start(at position: Nanoseconds, now: Nanoseconds) {
    let generation = clock.start(at: position, now: now)
    device.request(
      .play(Self.song, .once, SongAnchor(position: position, instant: now, generation: generation)))
  }

  mutating func pause(at now: Nanoseconds) {
    clock.pause(at: now)
    device.request(.pause(fade: AudioTuning.pauseFade))
  }

  mutating func resume(at now: Nanoseconds) {
    let generation = clock.resume(at: now)
    let position = clock.songTime(at: now)
    device.request(.resume(SongAnchor(position: position, instant: now, generation: generation)))
  }

  /// Advances the device and updates the clock at `now`; returns the clock's reading.
  mutating func tick(_ now: Nanoseconds) -> Nanoseconds {
    device.advance(to: now)
    return clock.update(now: now)
  }
}
