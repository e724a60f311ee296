import Foundation

@testable import StarlightCore

/// Synthetic clips for the mixer tests, so the rendered samples can be predicted exactly.
enum AudioTestSignals {
  static let format = AudioFormat.standard
  static let rate = format.sampleRate

  /// A constant level on one channel only (0 = left, 1 = right) and silence on the other,
  /// so the gain of each of two cross-fading voices can be read off its own channel.
  static func dc(_ id: String, level: Float, channel: Int, frames: Int) -> PCMClip {
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames { samples[frame * 2 + channel] = level }
    return PCMClip(id: id, samples: samples)
  }

  /// A constant level on both channels.
  static func flat(_ id: String, level: Float, frames: Int) -> PCMClip {
    PCMClip(id: id, samples: [Float](repeating: level, count: frames * 2))
  }

  /// A sine on both channels; with a whole number of periods in the clip it loops seamlessly.
  static func sine(_ id: String, frequency: Double, amplitude: Float, frames: Int) -> PCMClip {
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      let value = amplitude * Float(sin(2 * Double.pi * frequency * Double(frame) / Double(rate)))
      samples[frame * 2] = value
      samples[frame * 2 + 1] = value
    }
    return PCMClip(id: id, samples: samples)
  }

  /// The value the sine above has at any frame, for comparing looped output.
  static func sineValue(frequency: Double, amplitude: Float, frame: Int) -> Float {
    amplitude * Float(sin(2 * Double.pi * frequency * Double(frame) / Double(rate)))
  }

  /// A square wave at full scale: the loudest thing an SFX can be.
  static func square(_ id: String, period: Int, frames: Int) -> PCMClip {
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      let value: Float = (frame / max(1, period / 2)) % 2 == 0 ? 1 : -1
      samples[frame * 2] = value
      samples[frame * 2 + 1] = value
    }
    return PCMClip(id: id, samples: samples)
  }

  /// One non-zero frame followed by silence: its onset is unambiguous in the output.
  static func click(_ id: String, level: Float = 0.25, frames: Int = 64) -> PCMClip {
    var samples = [Float](repeating: 0, count: frames * 2)
    samples[0] = level
    samples[1] = level
    return PCMClip(id: id, samples: samples)
  }

  static func left(_ samples: [Float], _ frame: Int) -> Float { samples[frame * 2] }
  static func right(_ samples: [Float], _ frame: Int) -> Float { samples[frame * 2 + 1] }

  /// The largest change between neighbouring samples of one channel over `range`.
  static func largestStep(_ samples: [Float], channel: Int, in range: Range<Int>) -> Float {
    var largest: Float = 0
    for frame in max(1, range.lowerBound)..<min(range.upperBound, samples.count / 2) {
      largest = max(largest, abs(samples[frame * 2 + channel] - samples[(frame - 1) * 2 + channel]))
    }
    return largest
  }

  static func peak(_ samples: [Float]) -> Float {
    samples.reduce(0) { max($0, abs($1)) }
  }

  static func render(
    _ score: AudioScore, frames: Int, engine: AudioMixEngine = AudioMixEngine(),
    bufferFrames: Int = 256
  ) -> [Float] {
    OfflineRenderer(bufferFrames: bufferFrames).render(
      score, engine: engine, length: .frames(frames))
  }
}
