import Testing

@testable import StarlightCore

/// Looping, play-once, stop, pause and resume, measured in rendered samples.
@Suite struct MusicPlaybackTests {
  typealias S = AudioTestSignals
  static let frequency = 440.0
  static let amplitude: Float = 0.5
  /// 100 ms holds exactly 44 periods of 440 Hz, so the clip loops seamlessly.
  static let loopFrames = 4_800

  @Test func mainLoopsWithNoGapOrClickAtTheLoopPoint() {
    var score = AudioScore()
    let clip = S.sine(
      "main", frequency: Self.frequency, amplitude: Self.amplitude, frames: Self.loopFrames)
    score.add(.playMusic(clip, .loop, fromSongFrame: 0), atFrame: 0)
    let frames = 48_000
    let out = S.render(score, frames: frames, bufferFrames: 300)
    let scale = AudioTuning.bgmVolume
    var worst: Float = 0
    for frame in 0..<frames {
      let ideal =
        S.sineValue(frequency: Self.frequency, amplitude: Self.amplitude, frame: frame) * scale
      worst = max(worst, abs(S.left(out, frame) - ideal))
    }
    #expect(worst < 1e-4)
    // And the step across each loop point is no larger than the sine's own steps.
    let ownStep = S.largestStep(out, channel: 0, in: 1..<(Self.loopFrames - 1))
    for loop in 1..<10 {
      let point = loop * Self.loopFrames
      #expect(S.largestStep(out, channel: 0, in: point..<(point + 1)) <= ownStep * 1.001)
    }
  }

  @Test func finaleStopsAfterOnePlay() {
    var score = AudioScore()
    let finale = S.flat("finale", level: 0.4, frames: 14_400)
    score.add(.playMusic(finale, .once, fromSongFrame: 0), atFrame: 0)
    let out = S.render(score, frames: 48_000)
    #expect(S.left(out, 14_399) > 0)
    #expect(out[(14_400 * 2)...].allSatisfy { $0 == 0 })
  }

  /// A chart may run past its audio (StepMania plays it on in silence): the song's time goes
  /// on after a play-once song ends, so the clock still follows it and a hit sound there is
  /// placed on its sample.
  @Test func songTimeRunsOnAfterTheSongEnds() {
    var score = AudioScore()
    score.add(
      .playMusic(S.flat("short", level: 0, frames: 10_000), .once, fromSongFrame: 0), atFrame: 0)
    score.add(.sound(S.click("hit"), atSongFrame: 20_000), atFrame: 0)
    let out = S.render(score, frames: 30_000, bufferFrames: 256)
    #expect((0..<30_000).first { S.left(out, $0) != 0 } == 20_000)
    var engine = AudioMixEngine()
    engine.playMusic(S.flat("short", level: 0.4, frames: 10_000), ending: .once, fromSongFrame: 0)
    var buffer = [Float](repeating: 0, count: 256 * S.format.channels)
    for _ in 0..<100 { buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) } }
    #expect(engine.activeMusicVoices == 0)
    #expect(engine.isSongRunning && engine.songFrame == 25_600)
  }

  @Test func negativeStartIsSilenceFirst() {
    var score = AudioScore()
    score.add(
      .playMusic(S.flat("song", level: 0.4, frames: 48_000), .once, fromSongFrame: -1_000),
      atFrame: 0)
    let out = S.render(score, frames: 2_000)
    #expect(S.left(out, 999) == 0)
    #expect(S.left(out, 1_000) > 0)
  }

  @Test func stopFadesOutLinearlyNeverACut() {
    var score = AudioScore()
    score.add(
      .playMusic(S.flat("song", level: 0.5, frames: 96_000), .loop, fromSongFrame: 0), atFrame: 0)
    score.add(.stopMusic, atFrame: 10_000)
    let out = S.render(score, frames: 20_000)
    let fade = AudioTestSignals.format.frameCount(AudioTuning.stopFade)
    let full = 0.5 * AudioTuning.bgmVolume
    #expect(S.left(out, 9_999) == full)
    #expect(abs(S.left(out, 10_000 + fade / 2) - full / 2) < 1e-3)
    #expect(S.left(out, 10_000 + fade) == 0)
    #expect(S.largestStep(out, channel: 0, in: 1..<20_000) <= full / Float(fade) * 1.01)
    #expect(out[((10_000 + fade) * 2)...].allSatisfy { $0 == 0 })
  }

  @Test func pauseHoldsThePositionAndResumeContinuesInPhase() {
    var score = AudioScore()
    let clip = S.sine(
      "main", frequency: Self.frequency, amplitude: Self.amplitude, frames: Self.loopFrames)
    score.add(.playMusic(clip, .loop, fromSongFrame: 0), atFrame: 0)
    score.add(.pauseMusic, atFrame: 10_000)
    // Resume at song frame 10 000 (where it paused) after 5 000 frames of pause.
    score.add(.resumeMusic(atSongFrame: 10_000), atFrame: 15_000)
    let out = S.render(score, frames: 30_000)
    let fade = AudioTestSignals.format.frameCount(AudioTuning.pauseFade)
    #expect(out[((10_000 + fade) * 2)..<(15_000 * 2)].allSatisfy { $0 == 0 })
    let scale = AudioTuning.bgmVolume
    for frame in (15_000 + fade)..<30_000 {
      let ideal =
        S.sineValue(frequency: Self.frequency, amplitude: Self.amplitude, frame: frame - 5_000)
        * scale
      #expect(abs(S.left(out, frame) - ideal) < 1e-4)
    }
  }

  @Test func songFrameStopsWhilePausedAndStartsWhereResumed() {
    var engine = AudioMixEngine()
    engine.playMusic(S.flat("song", level: 0.1, frames: 96_000), ending: .once, fromSongFrame: -480)
    var buffer = [Float](repeating: 0, count: 256 * 2)
    buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
    #expect(engine.songFrame == -224)
    engine.pauseMusic()
    for _ in 0..<4 { buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) } }
    #expect(engine.songFrame == -224)
    #expect(engine.isMusicPaused)
    engine.resumeMusic(atSongFrame: -224)
    buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
    #expect(engine.songFrame == 32)
  }

  @Test func masterMuteRampsInsteadOfCutting() {
    var score = AudioScore()
    score.add(
      .playMusic(S.flat("song", level: 0.5, frames: 96_000), .loop, fromSongFrame: 0), atFrame: 0)
    score.add(.masterGain(0, over: AudioTuning.masterFade), atFrame: 4_000)
    let out = S.render(score, frames: 8_000)
    let fade = AudioTestSignals.format.frameCount(AudioTuning.masterFade)
    #expect(
      S.largestStep(out, channel: 0, in: 1..<8_000) <= 0.5 * AudioTuning.bgmVolume / Float(fade)
        * 1.01)
    #expect(S.left(out, 4_000 + fade) == 0)
  }
}
