import Testing

@testable import StarlightCore

/// The audio-locked song clock at a rate, against a simulated device (never wall-clock time):
/// song time = position + rate x real elapsed, through a pause and a resume.
@Suite struct AudioSongClockRateTests {
  static let tick = Nanoseconds.milliseconds(1)
  /// Half a frame each way: where the song starts is rounded to a frame.
  static let oneFrame = Nanoseconds(20_834)

  @Test(
    "The locked clock reads rate x real time from its start, never backwards",
    arguments: [50, 100, 125, 200])
  func clockRunsAtRate(hundredths: Int) {
    let rate = PlaybackRate(hundredths: hundredths) ?? .normal
    let device = SimulatedAudioDevice()
    var clock = AudioSongClock(source: device)
    let start = Nanoseconds.milliseconds(20)
    clock.setRate(rate, at: start)
    device.request(.setRate(MusicRate(rate: rate, pitch: .follows), nil))
    let generation = clock.start(at: -.seconds(1), now: start)
    device.request(
      .play(
        ClockHarness.song, .once,
        SongAnchor(position: -.seconds(1), instant: start, generation: generation)))
    var now = start
    var previous = Nanoseconds.min
    var worst: Nanoseconds = 0
    let pauseAt = start + .seconds(12)
    let resumeAt = pauseAt + .milliseconds(2_345)
    var held: Nanoseconds = 0
    while now < start + .seconds(25) {
      now += Self.tick
      device.advance(to: now)
      if now == pauseAt {
        clock.pause(at: now)
        device.request(.pause(fade: AudioTuning.pauseFade))
        held = clock.songTime(at: now)
      }
      if now == resumeAt {
        let resumed = clock.resume(at: now)
        device.request(.resume(SongAnchor(position: held, instant: now, generation: resumed)))
      }
      let value = clock.update(now: now)
      #expect(value >= previous)
      previous = value
      let ideal: Nanoseconds =
        now < pauseAt
        ? -.seconds(1) + rate.songDuration(ofReal: now - start)
        : now < resumeAt ? held : held + rate.songDuration(ofReal: now - resumeAt)
      worst = max(worst, abs(value - ideal))
    }
    #expect(held == -.seconds(1) + rate.songDuration(ofReal: .seconds(12)))
    #expect(clock.isLocked)
    #expect(worst <= Self.oneFrame, "worst \(worst) ns")
  }

  @Test("With no audio the clock runs at the rate exactly", arguments: [50, 100, 125, 200])
  func freeRunningIsExact(hundredths: Int) {
    let rate = PlaybackRate(hundredths: hundredths) ?? .normal
    var clock = AudioSongClock(source: SimulatedAudioDevice())
    clock.setRate(rate, at: 0)
    clock.start(at: .seconds(3), now: .seconds(1))
    for real in stride(from: Nanoseconds(0), to: .seconds(20), by: 987_654) {
      #expect(
        clock.update(now: .seconds(1) + real) == .seconds(3) + rate.songDuration(ofReal: real))
    }
  }

  @Test("A rate change mid-song keeps the song time continuous")
  func rateChangeIsContinuous() {
    var clock = AudioSongClock(source: SimulatedAudioDevice())
    clock.start(at: 0, now: 0)
    let before = clock.update(now: .seconds(2))
    let calibration = clock.setRate(PlaybackRate(hundredths: 75) ?? .normal, at: .seconds(2))
    #expect(calibration.position == before)
    #expect(clock.update(now: .seconds(6)) == .seconds(5))
  }

  @Test("Through the live path, a press's sound at 1.25x lands L real time after the press")
  func liveHitSoundAtRate() {
    let rate = PlaybackRate(hundredths: 125) ?? .normal
    let device = SimulatedAudioDevice(captures: true)
    var clock = AudioSongClock(source: device)
    let start = Nanoseconds.milliseconds(20)
    clock.setRate(rate, at: start)
    device.request(.setRate(MusicRate(rate: rate, pitch: .kept), nil))
    let silence = PCMClip(id: "silence", samples: [Float](repeating: 0, count: 48_000 * 10))
    let generation = clock.start(at: 0, now: start)
    device.request(
      .play(silence, .once, SongAnchor(position: 0, instant: start, generation: generation)))
    var now = start
    var presses: [Nanoseconds] = []
    while now < start + .seconds(3) {
      now += Nanoseconds.milliseconds(1) + 123_457
      device.advance(to: now)
      let song = clock.update(now: now)
      if song >= Nanoseconds.milliseconds(200) * Nanoseconds(presses.count + 1) {
        presses.append(song)
        device.request(.pressSound(AudioTestSignals.click("click"), gain: 1, songTime: song))
      }
    }
    let output = device.output
    let onsets = (0..<(output.count / 2)).filter { AudioTestSignals.left(output, $0) != 0 }
    guard let first = device.firstRunningBuffer else {
      Issue.record("the song never ran")
      return
    }
    let engine = AudioMixEngine()
    let expected = presses.map { press in
      // The output frame on which the song reaches the press's frame, plus L, plus the
      // limiter's look-ahead (the device's output is the limiter's).
      let pressFrame = AudioFormat.standard.frames(press)
      let reached = SongHundredths.outputFrames(
        from: first.songStart * 100, to: pressFrame * 100, step: Int64(rate.hundredths))
      return Int(first.mixStart + reached) + engine.hitSoundLatency.frames
        + engine.limiterDelayFrames
    }
    #expect(presses.count >= 10)
    #expect(onsets == expected)
    #expect(device.lateSounds == 0)
  }
}
