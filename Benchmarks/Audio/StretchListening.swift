import Foundation
import StarlightCore
import StarlightStretch
import StarlightSupport

/// Listening by measurement: the main theme rendered through the engine at 1x, at 1.5x
/// with the pitch kept and with it following, written as WAVs (to listen to) and reduced
/// to the strongest spectral peak of the same stretch of song (to read).
enum StretchListening {
  static let seconds = 8
  /// The song's stretch measured: from song second 2, this many song frames.
  static let window = 32_768

  static func measure(_ main: PCMClip, directory: String) {
    let format = AudioBenchmark.format
    let cases: [(String, MusicRate)] = [
      ("1x", .normal),
      ("1.5x-kept", MusicRate(rate: PlaybackRate(hundredths: 150) ?? .normal, pitch: .kept)),
      ("1.5x-follows", MusicRate(rate: PlaybackRate(hundredths: 150) ?? .normal, pitch: .follows)),
    ]
    for (name, rate) in cases {
      var engine = AudioMixEngine(stretchers: RubberBandStretchers())
      var score = AudioScore()
      score.add(.setRate(rate, atSongFrame: nil), atFrame: 0)
      score.add(.playMusic(main, .loop, fromSongFrame: 0), atFrame: 0)
      let samples = OfflineRenderer().render(
        score, engine: &engine, length: .frames(seconds * format.sampleRate))
      let path = "\(directory)/stretch-\(name).wav"
      try? AtomicFile.write(
        WAVEncoder.encode(
          float32: samples, channels: format.channels, sampleRate: format.sampleRate),
        to: path)
      // Song second 2 is output frame 2 s / rate.
      let start = 2 * format.sampleRate * 100 / rate.rate.hundredths
      // The same stretch of song in each: `window` song frames, window / rate output frames.
      let mono = (0..<(window * 100 / rate.rate.hundredths)).map { index in
        let frame = start + index
        return Double(samples[frame * 2] + samples[frame * 2 + 1]) / 2
      }
      print(
        String(
          format: "listening %@: strongest peak %.1f Hz, strongest above 200 Hz %.1f Hz (%@)",
          name, peak(mono, rate: format.sampleRate, from: 30),
          peak(mono, rate: format.sampleRate, from: 200), path))
    }
  }

  /// The frequency of the largest DFT magnitude between `lowest` and 4 kHz (Hann window),
  /// refined by a parabola through the neighbouring bins.
  static func peak(_ signal: [Double], rate: Int, from lowest: Double) -> Double {
    let count = signal.count
    let windowed = signal.enumerated().map { index, value in
      value * (0.5 - 0.5 * cos(2 * Double.pi * Double(index) / Double(count - 1)))
    }
    let binWidth = Double(rate) / Double(count)
    let low = Int(lowest / binWidth)
    let high = Int(4_000 / binWidth)
    var magnitudes: [Double] = []
    for bin in (low - 1)...(high + 1) {
      var real = 0.0
      var imaginary = 0.0
      let step = 2 * Double.pi * Double(bin) / Double(count)
      for (index, value) in windowed.enumerated() {
        real += value * cos(step * Double(index))
        imaginary -= value * sin(step * Double(index))
      }
      magnitudes.append((real * real + imaginary * imaginary).squareRoot())
    }
    var best = 1
    for index in 1..<(magnitudes.count - 1) where magnitudes[index] > magnitudes[best] {
      best = index
    }
    let (left, middle, right) = (magnitudes[best - 1], magnitudes[best], magnitudes[best + 1])
    let curvature = left - 2 * middle + right
    let shift = abs(curvature) > 1e-12 ? 0.5 * (left - right) / curvature : 0
    return (Double(low - 1 + best) + shift) * binWidth
  }
}
