/// One sound effect in flight: a one-shot that starts `delay` frames into the next mixed
/// buffer (so a scheduled sound begins on its exact sample) and frees itself at its end.
public struct SFXVoice: Sendable {
  public let clip: PCMClip
  public let gain: Float
  public private(set) var position = 0
  public private(set) var delay: Int

  public init(clip: PCMClip, gain: Float, delay: Int) {
    self.clip = clip
    self.gain = gain
    self.delay = max(0, delay)
  }

  public var isFinished: Bool { position >= clip.frameCount }

  /// Adds up to `frames` frames into `output`; returns false once the sound has ended.
  mutating func mix(into output: UnsafeMutablePointer<Float>, frames: Int, channels: Int) -> Bool {
    guard delay < frames else {
      delay -= frames
      return true
    }
    let start = delay
    delay = 0
    let clipChannels = clip.channels
    let available = clip.frameCount - position
    let count = min(frames - start, available)
    let gain = self.gain
    let first = position
    clip.samples.withUnsafeBufferPointer { samples in
      for index in 0..<count {
        let source = (first + index) * clipChannels
        let target = (start + index) * channels
        for channel in 0..<channels {
          output[target + channel] += samples[source + min(channel, clipChannels - 1)] * gain
        }
      }
    }
    position += count
    return !isFinished
  }
}
