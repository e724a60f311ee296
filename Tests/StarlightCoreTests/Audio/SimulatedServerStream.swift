import Synchronization

@testable import StarlightCore

/// A sound server's graph as the game's own PipeWire stream meets it (issue 33), scripted:
/// a cycle of `quantum` frames every quantum, on the server's exact clock; the stream's
/// buffer asked for some time after its cycle starts (the real-time thread's wake-up, late
/// under load); its first frame heard `serverDelay` after the cycle started. Cycles in
/// `skipped` run without the stream (it finished too late): a quantum of silence is heard,
/// and the stream's next buffer plays a cycle later than it would have.
final class SimulatedServerStream: AudioFrameSource {
  struct Buffer {
    let heardFrom: Nanoseconds
    let songStart: Int64
    let running: Bool
  }

  struct State {
    var mix: LiveMixState
    var cycle = 0
    var buffers: [Buffer] = []
    var seed = SplitMix64(seed: 33)
  }

  let quantum: Int
  let serverDelay: Nanoseconds
  let skipped: Set<Int>
  let wakeUpDelay: ClosedRange<Nanoseconds>
  /// Whether each buffer carries the server's time (the own stream) or only the moment it
  /// was asked for (SDL's drivers: heard a buffer after that).
  let serverTimed: Bool
  private let format = AudioFormat.standard
  private let state: Mutex<State>

  init(
    quantum: Int, serverDelay: Nanoseconds, skipped: Set<Int> = [],
    wakeUpDelay: ClosedRange<Nanoseconds>, serverTimed: Bool
  ) {
    self.quantum = quantum
    self.serverDelay = serverDelay
    self.skipped = skipped
    self.wakeUpDelay = wakeUpDelay
    self.serverTimed = serverTimed
    state = Mutex(State(mix: LiveMixState()))
  }

  func cycleStart(_ cycle: Int) -> Nanoseconds { format.nanoseconds(Int64(cycle * quantum)) }

  func latestReading() -> AudioFrameReading? { state.withLock { $0.mix.reading } }

  func request(_ request: LiveMixState.MusicRequest) {
    state.withLock { $0.mix.request(request) }
  }

  /// Runs every cycle whose buffer is asked for by `now`.
  func advance(to now: Nanoseconds) {
    state.withLock { state in
      var scratch = [Float](repeating: 0, count: quantum * format.channels)
      while true {
        let start = cycleStart(state.cycle)
        let wakeUp = start + Nanoseconds.random(in: wakeUpDelay, using: &state.seed)
        guard wakeUp <= now else { return }
        defer { state.cycle += 1 }
        if skipped.contains(state.cycle) { continue }
        let heardFrom = start + serverDelay
        scratch.withUnsafeMutableBufferPointer {
          state.mix.render(
            into: $0, stamp: wakeUp, deviceLatency: serverTimed ? heardFrom - wakeUp : nil)
        }
        if let reading = state.mix.reading {
          state.buffers.append(
            Buffer(
              heardFrom: heardFrom, songStart: reading.songFrame, running: reading.isSongRunning))
        }
      }
    }
  }

  /// The song position heard at `instant`: nil in a quantum of silence (a skipped cycle)
  /// or before the song runs. The limiter delays every frame by its look-ahead.
  func heardPosition(at instant: Nanoseconds) -> Nanoseconds? {
    state.withLock { state in
      let quantumLength = format.nanoseconds(Int64(quantum))
      guard
        let buffer = state.buffers.last(where: { $0.heardFrom <= instant }),
        instant < buffer.heardFrom + quantumLength, buffer.running
      else { return nil }
      let limiter = format.nanoseconds(Int64(state.mix.engine.limiterDelayFrames))
      return format.nanoseconds(buffer.songStart) + (instant - buffer.heardFrom) - limiter
    }
  }
}
