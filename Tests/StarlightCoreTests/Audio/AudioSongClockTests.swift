import Testing

@testable import StarlightCore

/// The audio-locked song clock against a simulated device (never wall-clock time).
@Suite struct AudioSongClockTests {
  static let tick = Nanoseconds.milliseconds(1)
  static let oneFrame = Nanoseconds(20_834)

  @Test(arguments: [0.005, -0.005])
  func tracksTheFramesWithinOneMillisecondAfterRateDrift(drift: Double) {
    let device = SimulatedAudioDevice(drift: drift, jitter: 500 * Nanoseconds.perMicrosecond)
    var harness = ClockHarness(device: device)
    var now = Nanoseconds.milliseconds(20)
    harness.start(at: -Nanoseconds.seconds(2), now: now)
    var worst: Nanoseconds = 0
    var previous = Nanoseconds.min
    for step in 0..<30_000 {
      now += Self.tick
      let value = harness.tick(now)
      #expect(value >= previous)
      previous = value
      guard step >= 5_000, let heard = device.heardPosition(at: now) else { continue }
      worst = max(worst, abs(value - heard))
    }
    #expect(harness.clock.isLocked)
    #expect(worst < .milliseconds(1), "worst \(worst) ns")
    // Free running would have drifted 0.5 % of 30 s = 150 ms by now.
  }

  @Test func neverDecreasesThroughJitterBurstsAndStalls() {
    let device = SimulatedAudioDevice(bufferFrames: 512, drift: -0.004, jitter: .milliseconds(4))
    var harness = ClockHarness(device: device)
    var now = Nanoseconds.milliseconds(5)
    harness.start(at: 0, now: now)
    var previous = Nanoseconds.min
    var stalls = 0
    for step in 0..<20_000 {
      // Uneven update spacing, like a loop that sometimes sleeps.
      now += Self.tick + Nanoseconds((step * 7_919) % 900_000)
      if step % 3_000 == 1_500 {
        device.stall(until: now + .milliseconds(80))
        stalls += 1
      }
      let value = harness.tick(now)
      #expect(value >= previous, "went back at step \(step): \(previous) -> \(value)")
      previous = value
    }
    #expect(stalls > 0)
  }

  @Test func pauseAndResumeKeepBeatsAlignedExactly() {
    let device = SimulatedAudioDevice()
    var harness = ClockHarness(device: device)
    var now = Nanoseconds.milliseconds(3)
    harness.start(at: -Nanoseconds.seconds(2), now: now)
    for cycle in 0..<25 {
      let playFor =
        Nanoseconds.milliseconds(700 + Int64(cycle * 37 % 300)) + Nanoseconds(cycle * 12_345)
      let end = now + playFor
      while now < end {
        now += Self.tick
        _ = harness.tick(now)
      }
      harness.pause(at: now)
      let frozen = harness.clock.songTime(at: now)
      let pauseFor =
        Nanoseconds.milliseconds(400 + Int64(cycle * 53 % 900)) + Nanoseconds(cycle * 777)
      let resumeAt = now + pauseFor
      while now < resumeAt {
        now += Self.tick
        #expect(harness.tick(now) == frozen)
      }
      now += Nanoseconds(cycle * 3_331 % 1_000_000)
      harness.resume(at: now)
      // start = now - savedPosition: it carries on from exactly where it froze.
      #expect(harness.clock.songTime(at: now) == frozen)
      // And the audio resumes under it: the beat heard is the beat the clock says,
      // to the sample, however many times this has happened.
      for _ in 0..<50 {
        now += Self.tick
        let value = harness.tick(now)
        if let heard = device.heardPosition(at: now) {
          #expect(
            abs(value - heard) <= Self.oneFrame, "cycle \(cycle): clock \(value), heard \(heard)")
        }
      }
    }
  }

  @Test func runsOnTheMonotonicClockWithoutReadings() {
    struct NoDevice: AudioFrameSource {
      func latestReading() -> AudioFrameReading? { nil }
    }
    var clock = AudioSongClock(source: NoDevice())
    clock.start(at: .seconds(1), now: .seconds(10))
    #expect(clock.update(now: .seconds(12)) == .seconds(3))
    #expect(!clock.isLocked)
    clock.pause(at: .seconds(13))
    #expect(clock.update(now: .seconds(20)) == .seconds(4))
    clock.resume(at: .seconds(30))
    #expect(clock.update(now: .seconds(31)) == .seconds(5))
  }

  @Test func ignoresReadingsFromBeforeTheLastCalibrationAndStaleOnes() {
    let device = SimulatedAudioDevice()
    var harness = ClockHarness(device: device)
    harness.start(at: 0, now: 0)
    var now: Nanoseconds = 0
    for _ in 0..<200 {
      now += Self.tick
      _ = harness.tick(now)
    }
    #expect(harness.clock.isLocked)
    // Seek without telling the audio: its readings belong to the old calibration.
    harness.clock.seek(to: .seconds(50), at: now)
    now += Self.tick
    device.advance(to: now)
    #expect(harness.clock.update(now: now) == .seconds(50) + Self.tick)
    #expect(!harness.clock.isLocked)
    // A device that stopped calling back is not followed either.
    var fresh = ClockHarness(device: SimulatedAudioDevice())
    fresh.start(at: 0, now: 0)
    _ = fresh.tick(.milliseconds(10))
    #expect(fresh.clock.isLocked)
    #expect(fresh.clock.update(now: .milliseconds(500)) >= .milliseconds(490))
    #expect(!fresh.clock.isLocked)
  }

  @Test func globalOffsetShiftsWhatTheClockReads() {
    let device = SimulatedAudioDevice()
    var harness = ClockHarness(device: device)
    harness.clock.globalOffset = .milliseconds(30)
    harness.start(at: .seconds(1), now: 0)
    var now: Nanoseconds = 0
    var value: Nanoseconds = 0
    for _ in 0..<2_000 {
      now += Self.tick
      value = harness.tick(now)
    }
    let heard = device.heardPosition(at: now) ?? 0
    #expect(abs(value - (heard - .milliseconds(30))) < .milliseconds(1))
  }
}
