/// A sound effect waiting for the song to reach a frame. It turns into a voice in the
/// buffer that contains that frame, `delay` frames in, so it starts on that very sample.
public struct ScheduledSound: Sendable {
  public let clip: PCMClip
  public let gain: Float
  public let songFrame: Int64

  public init(clip: PCMClip, gain: Float, songFrame: Int64) {
    self.clip = clip
    self.gain = gain
    self.songFrame = songFrame
  }

  /// Where in a buffer that starts at song frame `bufferStart` and holds `frames` frames
  /// this sound begins: nil if later, 0 if it is already due (a late request starts at
  /// once rather than being lost).
  public func offset(inBufferStartingAt bufferStart: Int64, frames: Int) -> Int? {
    let offset = songFrame - bufferStart
    guard offset < Int64(frames) else { return nil }
    return Int(max(0, offset))
  }
}
