import Testing

@testable import StarlightCore

@Suite struct SoundSchedulingTests {
  typealias S = AudioTestSignals

  /// The song runs silently from frame 0 so scheduled sounds have a song position to follow.
  static func scoreWithSong() -> AudioScore {
    var score = AudioScore()
    score.add(
      .playMusic(S.flat("silence", level: 0, frames: 480_000), .once, fromSongFrame: 0), atFrame: 0)
    return score
  }

  @Test(arguments: [
    Nanoseconds.milliseconds(250), 1_234_567_891, Nanoseconds.milliseconds(1_000) + 5_333,
    Nanoseconds.milliseconds(2_999),
  ])
  func soundScheduledAtSongTimeStartsOnThatSample(time: Nanoseconds) {
    var score = Self.scoreWithSong()
    let frame = S.format.frames(time)
    // Scheduled from the very start, so only the scheduler places it inside a buffer.
    score.add(.sound(S.click("hit"), atSongFrame: frame), atFrame: 0)
    let out = S.render(score, frames: 160_000, bufferFrames: 256)
    let onset = (0..<160_000).first { S.left(out, $0) != 0 }
    let exact = Double(time) * Double(S.rate) / 1e9
    #expect(
      onset.map { abs(Double($0) - exact) <= 1 } == true,
      "onset \(String(describing: onset)), exact \(exact)")
    #expect(onset == Int(frame))
  }

  @Test func scheduledSoundFollowsTheSongNotTheOutputAcrossAPause() {
    var score = Self.scoreWithSong()
    score.add(.sound(S.click("hit"), atSongFrame: 20_000), atFrame: 0)
    score.add(.pauseMusic, atFrame: 10_000)
    score.add(.resumeMusic(atSongFrame: 10_000), atFrame: 13_000)
    let out = S.render(score, frames: 40_000)
    #expect((0..<40_000).first { S.left(out, $0) != 0 } == 23_000)
  }

  @Test func sixteenLoudSoundsAtOnceStayUnderTheCeilingWithoutClipping() {
    var score = Self.scoreWithSong()
    for index in 0..<16 {
      let clip = S.square("sfx\(index)", period: 40 + index * 6, frames: 24_000)
      score.add(.soundNow(clip), atFrame: Int64(1_000 + (index % 4)))
    }
    let engine = AudioMixEngine()
    let ceiling = engine.limiterCeiling
    #expect(abs(ceiling - 0.501_187) < 1e-5)  // -6 dBFS
    let out = S.render(score, frames: 48_000, engine: engine)
    #expect(S.peak(out) <= ceiling)
    #expect(S.peak(out) > ceiling * 0.9)
  }

  @Test func sixteenSoundsSoundTogetherAndTheGuardNeverClamps() {
    var engine = AudioMixEngine()
    for index in 0..<16 {
      engine.playSound(S.square("sfx\(index)", period: 50 + index, frames: 9_600))
    }
    var buffer = [Float](repeating: 0, count: 4_800 * 2)
    buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
    #expect(engine.activeSounds == 16)
    #expect(engine.droppedSounds == 0)
    #expect(S.peak(buffer) <= engine.limiterCeiling)
    // Float rounding aside, the limiter alone kept the output under the ceiling.
    #expect(engine.clampedSamples == 0)
  }

  @Test func morePoolThanSixteenAndOverflowIsCountedNotCrashed() {
    var engine = AudioMixEngine()
    for index in 0..<(AudioTuning.soundVoiceCount + 3) {
      engine.playSound(S.click("c\(index)", frames: 4_800))
    }
    var buffer = [Float](repeating: 0, count: 256 * 2)
    buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
    #expect(engine.activeSounds == AudioTuning.soundVoiceCount)
    #expect(engine.droppedSounds == 3)
  }

  @Test func stopForgetsScheduledSounds() {
    var engine = AudioMixEngine()
    engine.playMusic(S.flat("s", level: 0, frames: 48_000), ending: .once, fromSongFrame: 0)
    engine.playSound(S.click("late"), atSongFrame: 10_000)
    #expect(engine.scheduledSounds == 1)
    engine.stopMusic()
    #expect(engine.scheduledSounds == 0)
  }
}
