/// A sound effect waiting for the song to reach a position. It turns into a voice in the
/// buffer that contains that position, `delay` frames in, so it starts on that very sample
/// (at a rate, on the first output frame at or past it).
public struct ScheduledSound: Sendable {
  public let clip: PCMClip
  public let gain: Float
  /// Where it starts, in hundredths of a song frame.
  public let songHundredths: Int64

  public init(clip: PCMClip, gain: Float, songFrame: Int64) {
    self.init(clip: clip, gain: gain, songHundredths: songFrame * SongHundredths.perFrame)
  }

  public init(clip: PCMClip, gain: Float, songHundredths: Int64) {
    self.clip = clip
    self.gain = gain
    self.songHundredths = songHundredths
  }

  /// The whole song frame it starts on (rounded down).
  public var songFrame: Int64 { SongHundredths.frame(songHundredths) }

  /// Where in a buffer that starts at song frame `bufferStart` and holds `frames` frames
  /// this sound begins: nil if later, 0 if it is already due (a late request starts at
  /// once rather than being lost).
  public func offset(inBufferStartingAt bufferStart: Int64, frames: Int) -> Int? {
    offset(
      inBufferStartingAt: bufferStart * SongHundredths.perFrame, step: SongHundredths.perFrame,
      frames: frames)
  }

  /// The same in a buffer starting at song position `start` (hundredths) whose frames each
  /// advance the song by `step` hundredths: the first output frame at or past the sound's.
  public func offset(inBufferStartingAt start: Int64, step: Int64, frames: Int) -> Int? {
    let offset = SongHundredths.outputFrames(from: start, to: songHundredths, step: step)
    guard offset < Int64(frames) else { return nil }
    return Int(offset)
  }
}
