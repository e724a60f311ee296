import StarlightCore
import Synchronization

@testable import StarlightPlatform

/// The simulated audio device for host tests: a host clock whose waiting runs the audio
/// callbacks due meanwhile, each at its own (seeded, jittered) instant, into the real
/// `LiveMixer` of an `AudioManager` opened without a hook, and keeps every sample mixed:
/// the twin of SDL's disk driver, in manual time.
final class TwinDeviceClock: HostClock {
  struct State {
    var output: [Float] = []
    var callbacks = 0
    var random: SplitMix64
    /// When the next buffer is asked for, drawn once per buffer.
    var nextDue: Nanoseconds?
    var mixer: LiveMixer?
  }

  let base: ManualClock
  let bufferFrames: Int
  let jitter: Nanoseconds
  private let origin: Nanoseconds
  private let state: Mutex<State>
  private let format = AudioFormat.standard

  init(start: Nanoseconds, bufferFrames: Int, jitter: Nanoseconds, seed: UInt64) {
    base = ManualClock(start: start)
    origin = start
    self.bufferFrames = bufferFrames
    self.jitter = jitter
    state = Mutex(State(random: SplitMix64(seed: seed)))
  }

  var output: [Float] { state.withLock { $0.output } }

  /// The device plays what `audio` mixes (made on `base`, opened without a hook).
  func attach(_ audio: AudioManager) {
    let mixer = audio.mixer
    state.withLock { $0.mixer = mixer }
  }

  func now() -> Nanoseconds { base.now() }

  /// Moves time on by `duration`, mixing every buffer the device asks for meanwhile.
  func idle(for duration: Nanoseconds) {
    let target = base.now() + duration
    while let due = nextCallback(), due <= target {
      base.set(max(base.now(), due))
      mixOneBuffer()
    }
    base.set(target)
  }

  private func nextCallback() -> Nanoseconds? {
    state.withLock { state in
      if let due = state.nextDue { return due }
      let ideal = origin + format.nanoseconds(Int64(state.callbacks * bufferFrames))
      let spread = jitter > 0 ? Nanoseconds.random(in: 0...jitter, using: &state.random) : 0
      state.nextDue = ideal + spread
      return ideal + spread
    }
  }

  private func mixOneBuffer() {
    let mixer = state.withLock { $0.mixer }
    var bytes = [UInt8](repeating: 0, count: bufferFrames * format.channels * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      mixer?.fill(base, byteCount: buffer.count)
    }
    let floats = bytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    state.withLock { state in
      state.output.append(contentsOf: floats)
      state.callbacks += 1
      state.nextDue = nil
    }
  }
}
