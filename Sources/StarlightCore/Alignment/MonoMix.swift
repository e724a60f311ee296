/// Interleaved multichannel PCM folded to one channel (the mean of the channels), which is
/// all onset detection needs.
public enum MonoMix {
  public static func mono(_ interleaved: [Float], channels: Int) -> [Float] {
    guard channels > 1 else { return interleaved }
    let frames = interleaved.count / channels
    let scale = 1 / Float(channels)
    var result = [Float](repeating: 0, count: frames)
    for frame in 0..<frames {
      var sum: Float = 0
      for channel in 0..<channels { sum += interleaved[frame * channels + channel] }
      result[frame] = sum * scale
    }
    return result
  }
}
