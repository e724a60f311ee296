import Foundation
import StarlightSupport

/// Decodes the committed Ogg files again and measures what a listener's tools would: length,
/// onset positions, peak level and the step across the loop point.
enum Verifier {
  struct Expectation {
    var name: String
    var ogg: URL
    /// The WAV the Ogg was encoded from (the exact PCM the generator produced).
    var wav: URL
    var frames: Int
    /// Samples where a hit should start; each is searched for from 50 ms earlier.
    var onsets: [Int]
    var loops: Bool
  }

  /// Levels above which a decoded sample counts as sound: -60 dBFS catches the codec's pre-echo
  /// (Vorbis smears a little energy up to one block ahead of a transient), -30 dBFS the hit itself.
  static let onsetThresholds = [0.001, 0.031_6]

  static func verify(_ expectations: [Expectation], scratch: URL) throws -> Bool {
    var allGood = true
    for expectation in expectations {
      let wav = scratch.appendingPathComponent(expectation.name + ".decoded.wav")
      try OggEncoder.decode(ogg: expectation.ogg, to: wav)
      let decoded = try WAVReader(url: wav)
      let original = try WAVReader(url: expectation.wav)
      let frames = decoded.frameCount
      let lengthOK = frames == expectation.frames
      allGood = allGood && lengthOK
      print(
        "\(expectation.name): \(frames) frames decoded, expected \(expectation.frames) "
          + (lengthOK ? "(exact)" : "(off by \(frames - expectation.frames))"))
      let peak = decoded.samples.reduce(0.0) { max($0, abs($1)) }
      let peakDecibels = 20 * log10(max(peak, 1e-9))
      allGood = allGood && peakDecibels <= -1
      print("  peak \(format(peakDecibels)) dBFS" + (peakDecibels <= -1 ? "" : "  (ABOVE -1 dBFS)"))
      for expected in expectation.onsets {
        let searchStart = max(0, expected - decoded.sampleRate / 20)
        let pcm = onset(in: original, from: searchStart, threshold: 0)
        var line =
          "  onset scheduled at sample \(expected): PCM first non-zero \(describe(pcm, expected))"
        for threshold in onsetThresholds {
          let measured = onset(in: decoded, from: searchStart, threshold: threshold)
          line += "; decoded > \(format(20 * log10(threshold), digits: 0)) dBFS "
          line += describe(measured, expected)
        }
        print(line)
      }
      if expectation.loops {
        reportLoopPoint(decoded)
      } else {
        let last = Array(decoded.samples.suffix(decoded.channels))
        print("  last frame \(last.map { format($0 * 32_768, digits: 0) }) (16-bit units)")
      }
    }
    return allGood
  }

  /// First frame at or after `start` where either channel exceeds `threshold`.
  private static func onset(in wav: WAVReader, from start: Int, threshold: Double) -> Int? {
    for frame in start..<wav.frameCount {
      for channel in 0..<wav.channels
      where abs(wav.samples[frame * wav.channels + channel]) > threshold {
        return frame
      }
    }
    return nil
  }

  private static func describe(_ measured: Int?, _ expected: Int) -> String {
    guard let measured else { return "none" }
    let difference = measured - expected
    return "\(measured) (\(difference >= 0 ? "+" : "")\(difference))"
  }

  /// Compares the jump from the last frame to the first with ordinary sample-to-sample steps.
  private static func reportLoopPoint(_ wav: WAVReader) {
    let channels = wav.channels
    let frames = wav.frameCount
    guard frames > 1 else { return }
    var steps: [Double] = []
    steps.reserveCapacity((frames - 1) * channels)
    for frame in 1..<frames {
      for channel in 0..<channels {
        let current = wav.samples[frame * channels + channel]
        let previous = wav.samples[(frame - 1) * channels + channel]
        steps.append(abs(current - previous))
      }
    }
    steps.sort()
    let median = Percentile.nearestRank(steps, 0.5) ?? 0
    let p99 = Percentile.nearestRank(steps, 0.99) ?? 0
    var loopStep = 0.0
    for channel in 0..<channels {
      let first = wav.samples[channel]
      let last = wav.samples[(frames - 1) * channels + channel]
      loopStep = max(loopStep, abs(first - last))
    }
    print(
      "  loop point: |first - last| = \(format(loopStep * 32_768, digits: 0)) (16-bit units); "
        + "typical step: median \(format(median * 32_768, digits: 0)), "
        + "99th percentile \(format(p99 * 32_768, digits: 0))")
  }

  private static func format(_ value: Double, digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
  }
}
