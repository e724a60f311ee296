/// The one sample format the game mixes in: 48 kHz, interleaved stereo, 32-bit float.
/// Every decoded asset is converted to it at load, so the mixer never resamples.
public struct AudioFormat: Sendable, Equatable {
  public static let standard = AudioFormat(sampleRate: 48_000, channels: 2)

  public let sampleRate: Int
  public let channels: Int

  public init(sampleRate: Int, channels: Int) {
    self.sampleRate = max(1, sampleRate)
    self.channels = max(1, channels)
  }

  /// The frame that plays at `time` after frame 0, rounded to the nearest frame (ties away
  /// from zero, the same for negative times) so a time and its frame never drift apart.
  public func frames(_ time: Nanoseconds) -> Int64 {
    let scaled = time.multipliedReportingOverflow(by: Int64(sampleRate))
    guard !scaled.overflow else { return time < 0 ? .min / 2 : .max / 2 }
    let half = Nanoseconds.perSecond / 2
    let bias = scaled.partialValue >= 0 ? half : -half
    return (scaled.partialValue + bias) / Nanoseconds.perSecond
  }

  /// The time of frame `frames`, rounded to the nearest nanosecond.
  public func nanoseconds(_ frames: Int64) -> Nanoseconds {
    let scaled = frames.multipliedReportingOverflow(by: Nanoseconds.perSecond)
    guard !scaled.overflow else { return frames < 0 ? .min / 2 : .max / 2 }
    let rate = Int64(sampleRate)
    let bias = scaled.partialValue >= 0 ? rate / 2 : -rate / 2
    return (scaled.partialValue + bias) / rate
  }

  /// A duration as a whole number of frames (never negative), for fades and buffers.
  public func frameCount(_ duration: Nanoseconds) -> Int {
    Int(clamping: max(0, frames(duration)))
  }
}
