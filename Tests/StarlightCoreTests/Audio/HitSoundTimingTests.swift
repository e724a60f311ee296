import Testing

@testable import StarlightCore

/// Issue 12's rule on the simulated device: a press's sound starts on the press's song
/// frame plus L, whatever the buffer size and wherever the press fell inside a millisecond
/// or a buffer; a request that reaches the audio thread too late is counted and played
/// on the first frame of the next buffer.
@Suite struct HitSoundTimingTests {
  static let pump = Nanoseconds.milliseconds(1) / 4
  /// The game loop hands a press's sound over within this long of the press.
  static let maxHandover = Nanoseconds.milliseconds(4)
  static let click = PCMClip(id: "click", samples: [0.1, 0.1])

  struct Press {
    let instant: Nanoseconds
    let handover: Nanoseconds
  }

  static func device(bufferFrames: Int) -> (SimulatedAudioDevice, HitSoundLatency) {
    let latency = HitSoundLatency.derived(
      bufferFrames: bufferFrames, limiterDelayFrames: AudioMixEngine().limiterDelayFrames)
    let engine = AudioMixEngine(
      configuration: AudioMixEngine.Configuration(hitSoundLatency: latency))
    let device = SimulatedAudioDevice(
      bufferFrames: bufferFrames, jitter: 300 * Nanoseconds.perMicrosecond, origin: 0,
      engine: engine, captures: true)
    return (device, latency)
  }

  /// Presses at random nanosecond instants, 40 to 160 ms apart, each handed over to the
  /// audio thread a random moment (up to `maxHandover`) after it happened.
  static func presses(count: Int, from start: Nanoseconds, seed: UInt64) -> [Press] {
    var generator = SplitMix64(seed: seed)
    var instant = start
    return (0..<count).map { _ in
      instant += Nanoseconds.random(
        in: .milliseconds(40)...Nanoseconds.milliseconds(160), using: &generator)
      let handover = Nanoseconds.random(in: 0...maxHandover, using: &generator)
      return Press(instant: instant, handover: instant + handover)
    }
  }

  static func onsets(_ output: [Float]) -> [Int] {
    stride(from: 0, to: output.count, by: 2).filter { output[$0] != 0 }.map { $0 / 2 }
  }

  @Test(arguments: [64, 256, 1_024])
  func everyHitSoundStartsOnItsPressPlusL(bufferFrames: Int) throws {
    let (device, latency) = Self.device(bufferFrames: bufferFrames)
    var harness = ClockHarness(device: device)
    var now = Nanoseconds.milliseconds(3)
    harness.start(at: -.milliseconds(400), now: now)
    let presses = Self.presses(count: 60, from: now + .milliseconds(300), seed: 12)
    var waiting = presses[...]
    var pressFrames: [Int64] = []
    let end = (presses.last?.handover ?? now) + .milliseconds(200)
    while now < end {
      now += Self.pump
      _ = harness.tick(now)
      while let press = waiting.first, press.handover <= now {
        waiting.removeFirst()
        // The song time the press is judged at: the clock's reading of its own instant.
        let songTime = harness.clock.songTime(at: press.instant)
        pressFrames.append(AudioFormat.standard.frames(songTime))
        device.request(.pressSound(Self.click, gain: 1, songTime: songTime))
      }
    }
    #expect(device.lateSounds == 0)
    let expected = try pressFrames.map {
      try #require(device.outputFrame(ofSongFrame: $0)) + latency.frames
    }
    #expect(Self.onsets(device.output) == expected)
    // L as derived: two buffers, the limiter's look-ahead and the margin, in whole ms.
    let floor = AudioFormat.standard.nanoseconds(Int64(2 * bufferFrames + 48))
    #expect(latency.nanoseconds() >= floor + AudioTuning.hitSoundMargin)
    #expect(latency.nanoseconds() < floor + AudioTuning.hitSoundMargin + .milliseconds(1))
  }

  @Test(arguments: [64, 256, 1_024])
  func aPressHandedOverTooLateIsCountedAndPlaysAtOnce(bufferFrames: Int) {
    let (device, latency) = Self.device(bufferFrames: bufferFrames)
    var harness = ClockHarness(device: device)
    var now = Nanoseconds.milliseconds(3)
    harness.start(at: 0, now: now)
    let press = now + .milliseconds(500) + 123_457
    // A stall: the sound reaches the audio thread L and two buffers after the press.
    let handover =
      press + latency.nanoseconds()
      + AudioFormat.standard.nanoseconds(
        Int64(2 * bufferFrames))
    var firstBufferAfter: Int?
    while now < handover + .milliseconds(100) {
      now += Self.pump
      _ = harness.tick(now)
      if firstBufferAfter == nil, now >= handover {
        firstBufferAfter = device.nextBufferIndex
        device.request(
          .pressSound(Self.click, gain: 1, songTime: harness.clock.songTime(at: press)))
      }
    }
    #expect(device.lateSounds == 1)
    let delay = AudioMixEngine().limiterDelayFrames
    #expect(Self.onsets(device.output) == [(firstBufferAfter ?? 0) * bufferFrames + delay])
  }

  @Test func theSettingRaisesLButNeverLowersIt() {
    let derived = HitSoundLatency.derived(bufferFrames: 256, limiterDelayFrames: 48)
    #expect(derived.nanoseconds() == .milliseconds(20))
    let raised = HitSoundLatency.derived(
      bufferFrames: 256, limiterDelayFrames: 48, minimum: .milliseconds(35))
    #expect(raised.nanoseconds() == .milliseconds(35))
    let lowered = HitSoundLatency.derived(
      bufferFrames: 256, limiterDelayFrames: 48, minimum: .milliseconds(5))
    #expect(lowered == derived)
    #expect(HitSoundLatency.standard == derived)
  }

  /// A sound server that keeps more than the buffer queued ahead of the device (PulseAudio
  /// granting the game's stream an 8 ms target length at 64 frames) mixes that far ahead of
  /// what is heard: L covers the queue, a buffer, the limiter and the margin. One quantum
  /// queued (PipeWire) is what two buffers already cover.
  @Test func aServersQueueAheadOfTheDeviceRaisesL() {
    let plain = HitSoundLatency.derived(bufferFrames: 64, limiterDelayFrames: 48)
    #expect(plain.nanoseconds() == .milliseconds(12))
    let onePeriod = HitSoundLatency.derived(
      bufferFrames: 64, limiterDelayFrames: 48, queuedFrames: 64)
    #expect(onePeriod == plain)
    // 384 + 64 + 48 frames (10.33 ms) + 8 ms, in whole ms.
    let pulse = HitSoundLatency.derived(
      bufferFrames: 64, limiterDelayFrames: 48, queuedFrames: 384)
    #expect(pulse.nanoseconds() == .milliseconds(19))
    let raised = HitSoundLatency.derived(
      bufferFrames: 64, limiterDelayFrames: 48, queuedFrames: 384, minimum: .milliseconds(25))
    #expect(raised.nanoseconds() == .milliseconds(25))
  }
}
