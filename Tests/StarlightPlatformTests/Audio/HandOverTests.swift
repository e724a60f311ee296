import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// Handing the audio thread a hit sound never waits for a mix: while a buffer is being
/// mixed (the mix state's lock held), a request and the song clock's reading both go
/// through, and the next buffer plays what was handed over, in order.
@Suite struct HandOverTests {
  static func fill(_ mixer: LiveMixer) -> [Float] {
    var bytes = [UInt8](repeating: 0, count: 256 * 2 * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      LiveMixer.hook(
        Unmanaged.passUnretained(mixer).toOpaque(), buffer.baseAddress, Int32(buffer.count))
    }
    return bytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
  }

  @Test func aRequestGoesThroughWhileABufferIsMixed() {
    let mixer = LiveMixer(engine: AudioMixEngine(), clock: ManualClock(start: .seconds(5)))
    _ = Self.fill(mixer)
    let clip = PCMClip(id: "tone", samples: [Float](repeating: 0.25, count: 1_024))
    let mixing = DispatchSemaphore(value: 0)
    let handedOver = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let heldThroughout = Mutex(false)
    // A mix that lasts until the request has been handed over (the bound only keeps a
    // request that waits for the mix from hanging the test: it then fails).
    Thread {
      mixer.state.withLock { _ in
        mixing.signal()
        let waited = handedOver.wait(timeout: .now() + .seconds(20)) == .success
        heldThroughout.withLock { $0 = waited }
      }
      finished.signal()
    }.start()
    mixing.wait()
    mixer.request(.sound(clip, gain: 1))
    let reading = mixer.latestReading()
    handedOver.signal()
    finished.wait()

    #expect(heldThroughout.withLock { $0 }, "the request waited for the mix")
    #expect(reading?.stamp == .seconds(5))
    let delay = mixer.withEngine { $0.limiterDelayFrames }
    let next = Self.fill(mixer)
    #expect(next[(delay * 2)...].allSatisfy { $0 == 0.25 })
  }

  @Test func aFullRingSpillsInOrder() {
    let mixer = LiveMixer(engine: AudioMixEngine(), clock: ManualClock(start: .seconds(5)))
    let quiet = PCMClip(id: "quiet", samples: [Float](repeating: 0.125, count: 1_024))
    // No buffer mixed for more requests than the ring holds (a device closed): the last
    // one, a master gain of 0, still comes after all the others.
    for _ in 0..<LiveMixState.requestCapacity { mixer.request(.masterGain(1)) }
    mixer.request(.sound(quiet, gain: 1))
    mixer.request(.masterGain(0))
    _ = Self.fill(mixer)
    #expect(mixer.withEngine { $0.activeSounds } == 1)
    #expect(mixer.withEngine { $0.masterGain } < 1)
  }
}
