import Foundation
import StarlightCore
import StarlightStretch

/// Rendering through the engine with Rubber Band, and measuring what came out: a tone's
/// frequency from its zero crossings, how long it sounds, the largest step between samples.
enum ToneMeasure {
  static let format = AudioFormat.standard
  static let bufferFrames = 256

  static func rate(_ hundredths: Int) -> PlaybackRate {
    PlaybackRate(hundredths: hundredths) ?? .normal
  }

  /// A sine on both channels (`frames` long, silent before `onset`).
  static func sine(
    frequency: Double, amplitude: Float, frames: Int, onset: Int = 0
  ) -> PCMClip {
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in onset..<frames {
      let value =
        amplitude
        * Float(sin(2 * Double.pi * frequency * Double(frame - onset) / Double(format.sampleRate)))
      samples[frame * 2] = value
      samples[frame * 2 + 1] = value
    }
    return PCMClip(id: "sine", samples: samples)
  }

  /// An engine with Rubber Band injected, music at full volume.
  static func engine() -> AudioMixEngine {
    AudioMixEngine(
      configuration: AudioMixEngine.Configuration(musicVolume: 1),
      stretchers: RubberBandStretchers())
  }

  /// Renders `score` (at `rate` from frame 0) for `frames` output frames.
  static func render(
    _ score: AudioScore, rate: MusicRate, frames: Int, engine: inout AudioMixEngine
  ) -> [Float] {
    var timed = AudioScore()
    timed.add(.setRate(rate, atSongFrame: nil), atFrame: 0)
    for event in score.events { timed.add(event.cue, atFrame: event.frame) }
    return OfflineRenderer(bufferFrames: bufferFrames).render(
      timed, engine: &engine, length: .frames(frames))
  }

  static func left(_ samples: [Float]) -> [Float] {
    stride(from: 0, to: samples.count, by: 2).map { samples[$0] }
  }

  /// Frequency from the upward zero crossings in `range` (interpolated to a fraction of a
  /// frame): crossings - 1 periods between the first and the last.
  static func frequency(_ signal: [Float], in range: Range<Int>) -> Double {
    var crossings: [Double] = []
    for index in max(1, range.lowerBound)..<min(range.upperBound, signal.count) {
      let before = signal[index - 1]
      let after = signal[index]
      if before < 0, after >= 0 {
        crossings.append(Double(index - 1) + Double(-before / (after - before)))
      }
    }
    guard let first = crossings.first, let last = crossings.last, crossings.count > 1 else {
      return 0
    }
    return Double(crossings.count - 1) / (last - first) * Double(format.sampleRate)
  }

  /// The first and last frames whose level reaches `threshold`.
  static func soundingSpan(_ signal: [Float], threshold: Float) -> ClosedRange<Int>? {
    guard let first = signal.firstIndex(where: { abs($0) >= threshold }),
      let last = signal.lastIndex(where: { abs($0) >= threshold })
    else { return nil }
    return first...last
  }

  static func largestStep(_ signal: [Float], in range: Range<Int>) -> Float {
    var largest: Float = 0
    for index in max(1, range.lowerBound)..<min(range.upperBound, signal.count) {
      largest = max(largest, abs(signal[index] - signal[index - 1]))
    }
    return largest
  }
}
