import Foundation

/// Finds onsets (the starts of sounds) in mono PCM, to the quarter millisecond.
///
/// The signal is followed in two bands: as it is, and differentiated (which lifts the
/// clicks and noise bursts that start drums). For each band, on a 0.25 ms grid of
/// boundaries, the energy of the 2 ms after a boundary is compared with the loudest 2 ms
/// of the 24 ms before it; the onset strength at a boundary is the sum over bands of the
/// rise in log energy. Comparing with the loudest recent stretch rather than the last one
/// keeps a low tone (whose 2 ms slices swing with its phase) from looking like sounds
/// starting. A sound starting at an instant gives its largest rise on the boundary at that
/// instant (the windows before are still quiet, the one after is full), so the boundary is
/// the onset time, with no filter delay to correct. Onsets are the strongest boundaries at
/// least 20 ms apart whose strength passes a threshold.
///
/// Pure and deterministic: samples in, onsets out. Work is linear in the length of the audio.
public struct OnsetDetector: Sendable {
  /// A sound starting: when, and how sharply (the summed log-energy rise).
  public struct Onset: Sendable, Equatable {
    public let time: Nanoseconds
    public let strength: Double

    public init(time: Nanoseconds, strength: Double) {
      self.time = time
      self.strength = strength
    }
  }

  /// Grid of boundaries.
  public static let hopSeconds = 0.000_25
  /// Energy compared on each side of a boundary.
  public static let windowSeconds = 0.002
  /// How far back the loudest window is looked for: a full cycle of any tone above ~42 Hz.
  public static let lookBackSeconds = 0.024
  /// Two onsets closer than this are one sound.
  public static let minimumSpacingSeconds = 0.020
  /// Smallest onset strength counted: the summed rise of the natural log of the energy
  /// (1.5 is a band's energy growing 4.5 times, or both bands some 2.1 times).
  public static let minimumStrength = 1.5
  /// Energy below this share of a band's average is treated as silence, so the noise floor
  /// of a quiet stretch does not count as sounds starting.
  public static let silenceShareOfAverage = 0.001
  /// How often progress is reported while the energy pass runs, in samples.
  static let progressInterval = 1 << 18

  public init() {}

  /// Onsets, times in nanoseconds from the first sample, in order. `progress` is called with
  /// the fraction done (0...1) now and then.
  public func onsets(
    in samples: [Float], sampleRate: Int, progress: (Double) -> Void = { _ in }
  ) -> [Onset] {
    guard sampleRate > 0, !samples.isEmpty else { return [] }
    let hop = max(1, Int((Double(sampleRate) * Self.hopSeconds).rounded()))
    let window = max(1, Int((Self.windowSeconds / Self.hopSeconds).rounded()))
    let energies = hopEnergies(samples, hop: hop, progress: progress)
    let lookBack = max(1, Int((Self.lookBackSeconds / Self.windowSeconds).rounded()))
    let strength = onsetStrength(energies, window: window, lookBack: lookBack)
    let spacing = max(1, Int((Self.minimumSpacingSeconds / Self.hopSeconds).rounded()))
    progress(1)
    return peaks(strength, spacing: spacing).map {
      Onset(
        time: Nanoseconds($0 * hop) * Nanoseconds.perSecond / Nanoseconds(sampleRate),
        strength: strength[$0])
    }
  }

  /// Per hop, the energy of each band: the signal, and its first difference.
  private func hopEnergies(_ samples: [Float], hop: Int, progress: (Double) -> Void)
    -> (plain: [Double], difference: [Double])
  {
    let count = samples.count / hop
    var plain = [Double](repeating: 0, count: count)
    var difference = [Double](repeating: 0, count: count)
    var previous = Double(samples[0])
    var nextReport = Self.progressInterval
    for index in 0..<count {
      var sumPlain = 0.0
      var sumDifference = 0.0
      let start = index * hop
      for position in start..<(start + hop) {
        let value = Double(samples[position])
        let change = value - previous
        sumPlain += value * value
        sumDifference += change * change
        previous = value
      }
      plain[index] = sumPlain
      difference[index] = sumDifference
      if start >= nextReport {
        nextReport += Self.progressInterval
        progress(Double(start) / Double(samples.count))
      }
    }
    return (plain, difference)
  }

  /// Per boundary, the summed rise in log energy from the loudest of the `lookBack`
  /// windows before to the window after.
  private func onsetStrength(
    _ energies: (plain: [Double], difference: [Double]), window: Int, lookBack: Int
  ) -> [Double] {
    let count = energies.plain.count
    var strength = [Double](repeating: 0, count: count)
    for band in [energies.plain, energies.difference] {
      let average = band.reduce(0, +) / Double(max(1, count))
      let floor = max(average * Self.silenceShareOfAverage * Double(window), .leastNormalMagnitude)
      var prefix = [Double](repeating: 0, count: count + 1)
      for index in 0..<count { prefix[index + 1] = prefix[index] + band[index] }
      for boundary in window..<max(window, count - window + 1) {
        var before = 0.0
        var end = boundary
        for _ in 0..<lookBack where end >= window {
          before = max(before, prefix[end] - prefix[end - window])
          end -= window
        }
        let after = prefix[boundary + window] - prefix[boundary]
        let rise = log((after + floor) / (before + floor))
        if rise > 0 { strength[boundary] += rise }
      }
    }
    return strength
  }

  /// Boundaries whose strength passes the threshold and is the largest within `spacing`
  /// either side (the earliest wins a tie).
  private func peaks(_ strength: [Double], spacing: Int) -> [Int] {
    var result: [Int] = []
    var index = 0
    while index < strength.count {
      defer { index += 1 }
      let value = strength[index]
      guard value >= Self.minimumStrength else { continue }
      let lower = max(0, index - spacing)
      let upper = min(strength.count - 1, index + spacing)
      var isPeak = true
      for other in lower...upper where other != index {
        if strength[other] > value || (strength[other] == value && other < index) {
          isPeak = false
          break
        }
      }
      if isPeak { result.append(index) }
    }
    return result
  }
}
