import Foundation

/// A look-ahead brick-wall limiter on the master output (seed 003's "safe volume"): the
/// output never exceeds `ceiling`, and it gets there by turning the gain down smoothly
/// ahead of a peak rather than by clipping it.
///
/// For each incoming frame the gain it needs is `ceiling / peak` (1 when under the
/// ceiling). That need is held at its minimum over a window of `window` frames, released
/// slowly, then averaged over the same window; the audio is delayed by `window - 1` frames.
/// Every gain in the average is at most the need of the frame leaving the delay line, so
/// the average is too: the peak is met by a ramp `window` frames long, not a step.
public struct PeakLimiter: Sendable {
  public let ceiling: Float
  public let window: Int
  public let channels: Int
  private let releaseCoefficient: Double

  private var delayLine: [Float]
  private var needs: [Float]
  private var envelopes: [Float]
  private var cursor = 0
  private var heldNeed: Float = 1
  private var heldUntil = 0
  private var frameIndex = 0
  private var envelope: Float = 1
  private var envelopeSum: Double
  /// Samples the final guard had to clamp; float rounding aside this stays 0.
  public private(set) var clampedSamples = 0

  public init(ceiling: Float, window: Int, releaseFrames: Int, channels: Int) {
    self.ceiling = max(Float.leastNormalMagnitude, ceiling)
    self.window = max(1, window)
    self.channels = max(1, channels)
    releaseCoefficient = 1 - exp(-1 / Double(max(1, releaseFrames)))
    delayLine = Array(repeating: 0, count: self.window * self.channels)
    needs = Array(repeating: 1, count: self.window)
    envelopes = Array(repeating: 1, count: self.window)
    envelopeSum = Double(self.window)
  }

  /// Frames between a sample going in and coming out.
  public var delayFrames: Int { window - 1 }

  /// The gain applied to the frame most recently written out.
  public var currentGain: Float { Float(envelopeSum / Double(window)) }

  /// Limits `frames` interleaved frames in place.
  public mutating func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
    for frame in 0..<frames {
      let base = frame * channels
      var peak: Float = 0
      for channel in 0..<channels { peak = max(peak, abs(buffer[base + channel])) }
      let need = peak > ceiling ? ceiling / peak : 1
      let slot = cursor
      needs[slot] = need
      let held = holdMinimum(need)
      // Attack at once (down to the held need), release slowly; never above the need.
      if held < envelope {
        envelope = held
      } else {
        envelope += Float(Double(held - envelope) * releaseCoefficient)
      }
      envelopeSum += Double(envelope) - Double(envelopes[slot])
      envelopes[slot] = envelope
      let gain = Float(envelopeSum / Double(window))
      // This frame enters the line; the one `window - 1` frames older leaves it (the
      // next slot round the ring), and it is the frame every gain averaged here covers.
      let lineBase = slot * channels
      for channel in 0..<channels { delayLine[lineBase + channel] = buffer[base + channel] }
      let outBase = ((slot + 1) % window) * channels
      for channel in 0..<channels {
        buffer[base + channel] = guarded(delayLine[outBase + channel] * gain)
      }
      cursor = (cursor + 1) % window
      frameIndex += 1
    }
  }

  /// The minimum need over the last `window` frames. The held minimum is kept with the
  /// frame it expires after; only when it expires is the window scanned again.
  private mutating func holdMinimum(_ need: Float) -> Float {
    if need <= heldNeed || frameIndex > heldUntil {
      if need <= heldNeed {
        heldNeed = need
        heldUntil = frameIndex + window - 1
      } else {
        rescan()
      }
    }
    return heldNeed
  }

  private mutating func rescan() {
    // Walk the ring from oldest to newest so ties keep the latest expiry.
    heldNeed = .greatestFiniteMagnitude
    for age in stride(from: window - 1, through: 0, by: -1) {
      let slot = (cursor - age + window) % window
      if needs[slot] <= heldNeed {
        heldNeed = needs[slot]
        heldUntil = frameIndex - age + window - 1
      }
    }
  }

  @inline(__always)
  private mutating func guarded(_ sample: Float) -> Float {
    guard abs(sample) > ceiling else { return sample }
    clampedSamples += 1
    return sample > 0 ? ceiling : -ceiling
  }
}
