import Foundation
import Testing

@testable import StarlightCore

/// A practice loop's seam without a stretcher: stop and play from the section's first
/// sample in the same buffer (no gap, no count-in).
@Suite struct LoopSeamTests {
  typealias S = AudioTestSignals
  static let frequency = 375.0
  static let amplitude: Float = 0.4
  static let sectionStart: Int64 = 48_000
  static let seam = 25_600

  @Test(
    "At 1x the loop restarts on the section's first sample, with no step over 1.1x the song's own",
    arguments: [100, 150])
  func seamlessRestart(hundredths: Int) {
    let rate = PlaybackRate(hundredths: hundredths) ?? .normal
    let clip = S.sine("song", frequency: Self.frequency, amplitude: Self.amplitude, frames: 192_000)
    var score = AudioScore()
    score.add(.setRate(MusicRate(rate: rate, pitch: .follows), atSongFrame: nil), atFrame: 0)
    score.add(.playMusic(clip, .once, fromSongFrame: Self.sectionStart), atFrame: 0)
    score.add(.stopMusic, atFrame: Int64(Self.seam))
    score.add(.playMusic(clip, .once, fromSongFrame: Self.sectionStart), atFrame: Int64(Self.seam))
    var engine = AudioMixEngine(configuration: .init(musicVolume: 1))
    let frames = Self.seam + 9_600
    let output = OfflineRenderer().render(score, engine: &engine, length: .frames(frames))
    // The render mixes the limiter's look-ahead beyond `frames`.
    let mixed = frames + engine.limiterDelayFrames - Self.seam
    #expect(engine.songHundredths == Self.sectionStart * 100 + Int64(mixed * hundredths))
    let fade = AudioFormat.standard.frameCount(AudioTuning.stopFade)
    for frame in (Self.seam + fade)..<frames {
      let song = Double(Self.sectionStart) + Double((frame - Self.seam) * hundredths) / 100
      let ideal = Self.amplitude * Float(sin(2 * Double.pi * Self.frequency * song / 48_000))
      #expect(abs(S.left(output, frame) - ideal) < 2e-3, "frame \(frame)")
    }
    let own = S.largestStep(output, channel: 0, in: 1_000..<(Self.seam - 256))
    let seam = S.largestStep(output, channel: 0, in: (Self.seam - 256)..<(Self.seam + 4_800))
    #expect(seam <= own * 1.1, "seam \(seam), own \(own)")
  }
}
