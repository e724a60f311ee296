import StarlightCore
import Testing

@testable import StarlightPlatform

/// The C trampoline and the callback without SDL: what the hook writes is the engine's mix.
@Suite struct LiveMixerTests {
  @Test func hookMixesIntoTheStreamAndPublishesAReading() {
    let clock = ManualClock(start: .seconds(5))
    let mixer = LiveMixer(engine: AudioMixEngine(), clock: clock)
    let clip = PCMClip(id: "tone", samples: [Float](repeating: 0.25, count: 1_024))
    mixer.withEngine { $0.playSound(clip) }
    var bytes = [UInt8](repeating: 0xFF, count: 256 * 2 * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      LiveMixer.hook(
        Unmanaged.passUnretained(mixer).toOpaque(), buffer.baseAddress, Int32(buffer.count))
    }
    let floats = bytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    let delay = mixer.withEngine { $0.limiterDelayFrames }
    #expect(floats[..<(delay * 2)].allSatisfy { $0 == 0 })
    #expect(floats[(delay * 2)...].allSatisfy { $0 == 0.25 })
    let reading = mixer.latestReading()
    #expect(reading?.stamp == .seconds(5))
    #expect(reading?.framesMixed == 0)
    #expect(mixer.state.withLock { $0.framesMixed } == 256)
    #expect(mixer.state.withLock { $0.timings.count } == 1)
  }

  @Test func hookIgnoresEmptyCalls() {
    LiveMixer.hook(nil, nil, 0)
  }
}
