import Testing

@testable import StarlightCore

/// The mix at a rate without a stretcher: the song position, resampling (pitch follows),
/// hit sounds at press + L real time, and the rate change itself.
@Suite struct PlaybackRateMixTests {
  static let rates = [50, 100, 125, 200]

  static func rate(_ hundredths: Int) -> PlaybackRate {
    PlaybackRate(hundredths: hundredths) ?? .normal
  }

  /// A ramp on both channels, under the limiter's ceiling: frame i holds 0.4 x i / frames,
  /// so a resampled read is predictable.
  static func ramp(frames: Int) -> PCMClip {
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      samples[frame * 2] = 0.4 * Float(frame) / Float(frames)
      samples[frame * 2 + 1] = 0.4 * Float(frame) / Float(frames)
    }
    return PCMClip(id: "ramp", samples: samples)
  }

  @Test("The engine's song position gains exactly rate x frames per buffer", arguments: rates)
  func songFramesAreExact(hundredths: Int) {
    var engine = AudioMixEngine()
    engine.setPlaybackRate(MusicRate(rate: Self.rate(hundredths), pitch: .follows))
    engine.playMusic(Self.ramp(frames: 4_800), ending: .loop, fromSongFrame: 0)
    var buffer = [Float](repeating: 0, count: 256 * 2)
    for index in 1...3_000 {
      buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
      #expect(engine.songHundredths == Int64(index * 256 * hundredths))
    }
    // 3000 buffers of 256 frames is 16 s of real time.
    #expect(engine.songFrame == Int64(3_000 * 256 * hundredths / 100))
  }

  @Test("Pitch following the rate reads the clip at rate x the output frame, interpolated")
  func resamplingInterpolatesLinearly() {
    let frames = 4_800
    let clip = Self.ramp(frames: frames)
    var score = AudioScore()
    score.add(
      .setRate(MusicRate(rate: Self.rate(125), pitch: .follows), atSongFrame: nil), atFrame: 0)
    score.add(.playMusic(clip, .once, fromSongFrame: 0), atFrame: 0)
    var engine = AudioMixEngine(configuration: .init(musicVolume: 1))
    let output = OfflineRenderer().render(score, engine: &engine, length: .frames(3_000))
    for frame in stride(from: 0, to: 3_000, by: 7) {
      let expected = 0.4 * Float(frame) * 1.25 / Float(frames)
      #expect(abs(AudioTestSignals.left(output, frame) - expected) < 1e-5, "frame \(frame)")
    }
  }

  @Test("A track played once at 2x ends after half its frames")
  func resampledTrackEndsEarly() {
    var engine = AudioMixEngine(configuration: .init(musicVolume: 1))
    engine.setPlaybackRate(MusicRate(rate: Self.rate(200), pitch: .follows))
    var score = AudioScore()
    score.add(
      .playMusic(
        AudioTestSignals.flat("flat", level: 0.25, frames: 4_800), .once, fromSongFrame: 0),
      atFrame: 0)
    let output = OfflineRenderer().render(score, engine: &engine, length: .frames(4_800))
    #expect(AudioTestSignals.left(output, 2_398) == 0.25)
    #expect(AudioTestSignals.left(output, 2_400) == 0)
  }

  @Test(
    "A hit sound at a rate lands L real time after the output frame of its press", arguments: rates)
  func hitSoundAtPressPlusLatency(hundredths: Int) {
    let rate = Self.rate(hundredths)
    let silence = PCMClip(id: "silence", samples: [Float](repeating: 0, count: 48_000 * 2))
    let press = Nanoseconds.milliseconds(300) + 12_345
    var score = AudioScore()
    score.add(.setRate(MusicRate(rate: rate, pitch: .kept), atSongFrame: nil), atFrame: 0)
    score.add(.playMusic(silence, .once, fromSongFrame: 0), atFrame: 0)
    score.add(.pressSound(AudioTestSignals.click("click"), songTime: press), atFrame: 100)
    var engine = AudioMixEngine()
    let output = OfflineRenderer().render(score, engine: &engine, length: .frames(40_000))
    let onset = (0..<(output.count / 2)).first { AudioTestSignals.left(output, $0) != 0 }
    // The song reaches the press's frame on this output frame (frame x 100 / rate, up).
    let pressFrame = AudioFormat.standard.frames(press)
    let pressOutput = Int((pressFrame * 100 + Int64(hundredths) - 1) / Int64(hundredths))
    #expect(onset == pressOutput + engine.hitSoundLatency.frames)
    #expect(engine.lateSounds == 0)
  }

  @Test("Changing the rate mid-song keeps the song position and never clicks")
  func rateChangeIsSmooth() {
    let clip = AudioTestSignals.sine("sine", frequency: 375, amplitude: 0.4, frames: 48_000)
    var score = AudioScore()
    score.add(.playMusic(clip, .loop, fromSongFrame: 0), atFrame: 0)
    score.add(
      .setRate(MusicRate(rate: Self.rate(150), pitch: .follows), atSongFrame: nil), atFrame: 4_800)
    var engine = AudioMixEngine(configuration: .init(musicVolume: 1))
    let output = OfflineRenderer().render(score, engine: &engine, length: .frames(9_600))
    // The render mixes the limiter's look-ahead beyond its 9 600 frames.
    #expect(engine.songHundredths == 4_800 * 100 + Int64(4_800 + engine.limiterDelayFrames) * 150)
    let own = AudioTestSignals.largestStep(output, channel: 0, in: 100..<4_700)
    let seam = AudioTestSignals.largestStep(output, channel: 0, in: 4_700..<6_000)
    // At 1.5x the sine's own steps are 1.5 times as large; the equal-length cross-fade
    // adds only its slope (under 10 % of that here), never a click.
    #expect(seam <= own * 1.5 * 1.1, "seam \(seam), own \(own)")
  }

  @Test("Song timelines run at a rate exactly, and 1x keeps its old anchor", arguments: rates)
  func timelineAtRate(hundredths: Int) {
    let rate = Self.rate(hundredths)
    var timeline = SongTimeline(startingAt: .seconds(2), now: .seconds(10), rate: rate)
    for real in stride(from: Nanoseconds(0), to: .seconds(30), by: 1_234_567) {
      #expect(
        timeline.songTime(at: .seconds(10) + real) == .seconds(2) + rate.songDuration(ofReal: real))
    }
    timeline.pause(at: .seconds(20))
    let held = timeline.songTime(at: .seconds(20))
    timeline.resume(at: .seconds(25))
    #expect(timeline.songTime(at: .seconds(25)) == held)
    #expect(timeline.songTime(at: .seconds(26)) == held + rate.songDuration(ofReal: .seconds(1)))
    if rate == .normal { #expect(timeline.anchor == .seconds(25) - held) }
  }

  @Test("A rate change re-anchors the timeline where it stands")
  func timelineRateChange() {
    var timeline = SongTimeline(startingAt: 0, now: 0)
    timeline.setRate(Self.rate(150), at: .seconds(4))
    #expect(timeline.songTime(at: .seconds(4)) == .seconds(4))
    #expect(timeline.songTime(at: .seconds(6)) == .seconds(7))
    timeline.setRate(.normal, at: .seconds(6))
    #expect(timeline.songTime(at: .seconds(8)) == .seconds(9))
    #expect(timeline.anchor == .seconds(8) - .seconds(9))
  }
}
