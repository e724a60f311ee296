import StarlightCore
import StarlightStretch
import Testing

/// A practice loop's seam at a rate with the pitch kept: stop and play from the section's
/// first sample at the same instant, as `PracticePlayback` does with no gap or count-in.
@Suite struct LoopSeamStretchTests {
  static let sectionStart: Int64 = 48_000
  static let seam = 25_600
  static let fadeFrames = AudioFormat.standard.frameCount(AudioTuning.stopFade)

  static func clip() -> PCMClip {
    ToneMeasure.sine(frequency: 375, amplitude: 0.4, frames: 192_000)
  }

  @Test("The loop restarts on the section's first sample, exactly as a fresh start would")
  func restartsOnTheRightSample() {
    let rate = MusicRate(rate: ToneMeasure.rate(150), pitch: .kept)
    var looped = AudioScore()
    looped.add(.playMusic(Self.clip(), .once, fromSongFrame: Self.sectionStart), atFrame: 0)
    looped.add(.stopMusic, atFrame: Int64(Self.seam))
    looped.add(
      .playMusic(Self.clip(), .once, fromSongFrame: Self.sectionStart), atFrame: Int64(Self.seam))
    var engine = ToneMeasure.engine()
    let frames = Self.seam + 12_800
    let output = ToneMeasure.left(
      ToneMeasure.render(looped, rate: rate, frames: frames, engine: &engine))
    // The render mixes the limiter's look-ahead beyond `frames`.
    let mixed = frames + engine.limiterDelayFrames - Self.seam
    #expect(engine.songHundredths == Self.sectionStart * 100 + Int64(mixed) * 150)

    var fresh = AudioScore()
    fresh.add(.playMusic(Self.clip(), .once, fromSongFrame: Self.sectionStart), atFrame: 0)
    var reference = ToneMeasure.engine()
    let alone = ToneMeasure.left(
      ToneMeasure.render(fresh, rate: rate, frames: 12_800, engine: &reference))
    // Once the old pass has faded out, the new one is sample for sample a fresh start.
    var worst: Float = 0
    for frame in (Self.fadeFrames + 64)..<12_800 {
      worst = max(worst, abs(output[Self.seam + frame] - alone[frame]))
    }
    #expect(worst < 1e-6, "differs by \(worst)")
  }

  @Test("The seam has no step above 1.1 times the largest of the stretched song's own")
  func noClick() {
    var looped = AudioScore()
    looped.add(.playMusic(Self.clip(), .once, fromSongFrame: Self.sectionStart), atFrame: 0)
    looped.add(.stopMusic, atFrame: Int64(Self.seam))
    looped.add(
      .playMusic(Self.clip(), .once, fromSongFrame: Self.sectionStart), atFrame: Int64(Self.seam))
    var engine = ToneMeasure.engine()
    let output = ToneMeasure.left(
      ToneMeasure.render(
        looped, rate: MusicRate(rate: ToneMeasure.rate(150), pitch: .kept),
        frames: Self.seam + 9_600,
        engine: &engine))
    let own = ToneMeasure.largestStep(output, in: 9_600..<(Self.seam - 256))
    let seam = ToneMeasure.largestStep(output, in: (Self.seam - 256)..<(Self.seam + 4_800))
    #expect(own > 0)
    #expect(seam <= own * 1.1, "seam \(seam), own \(own)")
  }
}
