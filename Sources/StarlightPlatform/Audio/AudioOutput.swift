import StarlightCore

/// Where the effect interpreter sends music and sound: the live `AudioManager`, or an
/// `AudioScoreRecorder` that writes the same calls down as a score for the offline render.
/// One interpreter, two destinations, so a render is what a player heard.
public protocol AudioOutput: AnyObject {
  /// The chapter's song, so that `position` is heard at `now` (negative: after silence).
  func playSong(from position: Nanoseconds, now: Nanoseconds?)
  func playMusic(_ id: AudioAssetID, from position: Nanoseconds, now: Nanoseconds?)
  func crossFade(to id: AudioAssetID, now: Nanoseconds)
  func pauseMusic(now: Nanoseconds?)
  func resumeMusic(at position: Nanoseconds, now: Nanoseconds?)
  func stopMusic(now: Nanoseconds)
  /// A sound effect asked for at `now`.
  func play(_ sound: SoundID, now: Nanoseconds)
}

extension AudioManager: AudioOutput {
  public func crossFade(to id: AudioAssetID, now: Nanoseconds) { crossFade(to: id) }
  public func stopMusic(now: Nanoseconds) { stopMusic() }
  /// Live, the press is already in the past: the sound starts on the next buffer.
  public func play(_ sound: SoundID, now: Nanoseconds) { play(sound) }
}
