import Foundation
import StarlightCore
import Synchronization

/// The bridge between SDL_mixer's audio thread and the game: the callback-side mix state
/// behind a mutex, the C trampoline `Mix_HookMusic` calls, and the frame source the song
/// clock reads. It outlives device loss, so music picks up on the frame it stopped on.
///
/// Nothing the judging thread does waits for a mix: its requests (hit sounds, music) go
/// through a ring the callback empties at the start of each buffer, and the song clock's
/// reading is published apart from the mix state, behind a lock held only to copy it.
final class LiveMixer: AudioFrameSource {
  let state: Mutex<LiveMixState>
  /// Requests on their way to the next buffer.
  private let handOver = HandOverRing<LiveMixState.MusicRequest>(
    capacity: LiveMixState.requestCapacity)
  /// The latest buffer's reading, for the song clock.
  private let published = Mutex<AudioFrameReading?>(nil)
  private let clock: any MediaClock
  /// Where the audio thread asks for its scheduling and says what it got, once, from its
  /// next buffer.
  let threadReport = Mutex<ThreadPriorities?>(nil)
  /// Signalled after every buffer, so a waiter wakes on the audio thread's progress.
  private let mixed = NSCondition()

  init(engine: AudioMixEngine, clock: any MediaClock) {
    state = Mutex(LiveMixState(engine: engine))
    self.clock = clock
  }

  func latestReading() -> AudioFrameReading? {
    published.withLock { $0 }
  }

  /// Hands `request` to the next buffer without waiting for a mix. Only when the ring is
  /// full (no buffer has been mixed for `requestCapacity` requests: the device is closed or
  /// stalled) does it move them, with this one, into the state's own queue under its mutex.
  func request(_ request: LiveMixState.MusicRequest) {
    guard !handOver.push(request) else { return }
    state.withLock { state in
      while let waiting = handOver.pop() { state.request(waiting) }
      state.request(request)
    }
  }

  func withEngine<Result>(_ body: (inout AudioMixEngine) -> Result) -> Result {
    state.withLock { body(&$0.engine) }
  }

  /// Called on SDL's audio thread for every buffer (through `hook`).
  func fill(_ stream: UnsafeMutablePointer<UInt8>, byteCount: Int) {
    let count = byteCount / MemoryLayout<Float>.stride
    stream.withMemoryRebound(to: Float.self, capacity: count) { pointer in
      fill(UnsafeMutableBufferPointer(start: pointer, count: count), deviceLatency: nil)
    }
  }

  /// Called on the audio thread for every buffer: stamps it with the media clock (the
  /// same one the game loop reads), mixes it, and records how long that took.
  /// `deviceLatency`: from now until the buffer's first frame reaches the device, when the
  /// sound server says (the game's own PipeWire stream).
  func fill(_ buffer: UnsafeMutableBufferPointer<Float>, deviceLatency: Nanoseconds?) {
    let stamp = clock.now()
    if let report = threadReport.withLock({ pending in
      defer { pending = nil }
      return pending
    }) {
      // The audio thread asks as the game's own do, once, at its first buffer (a request
      // to RealtimeKit takes about a millisecond, once per device opened); PipeWire's own
      // real-time thread, which fills the game's stream, keeps what PipeWire gave it.
      report.raise(.audio, to: .timeCritical, keepingRealtime: true)
    }
    let reading = state.withLock { state in
      state.render(
        into: buffer, stamp: stamp, deviceLatency: deviceLatency, arriving: { handOver.pop() })
      state.timings.record(clock.now() - stamp)
      return state.reading
    }
    published.withLock { $0 = reading }
    mixed.lock()
    mixed.broadcast()
    mixed.unlock()
  }

  /// Blocks until the audio thread has mixed more than `frames` frames in all, woken by
  /// each buffer it mixes; false if `limit` (a guard against a stalled device, not a
  /// measure of anything) passes first.
  func waitUntilMixed(moreThan frames: Int64, limit: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: limit)
    mixed.lock()
    defer { mixed.unlock() }
    while state.withLock({ $0.framesMixed }) <= frames {
      if !mixed.wait(until: deadline) { return state.withLock { $0.framesMixed } > frames }
    }
    return true
  }

  /// The C trampoline SDL_mixer calls; `userdata` is an unretained `LiveMixer` that the
  /// AudioManager keeps alive for as long as the hook is installed.
  static let hook:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Void = {
      userdata, stream, length in
      guard let userdata, let stream, length > 0 else { return }
      Unmanaged<LiveMixer>.fromOpaque(userdata).takeUnretainedValue().fill(
        stream, byteCount: Int(length))
    }
}
