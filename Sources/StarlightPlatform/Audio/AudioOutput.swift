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
  /// Cross-fades from what plays to the chapter's song heard from `position` (a preview).
  func crossFadeSong(from position: Nanoseconds, now: Nanoseconds)
  /// The music at `rate` from `now` on (pitch kept: time-stretched; follows: resampled);
  /// the song clock runs at it too, and a song that plays goes on from where it is.
  func setPlaybackRate(_ rate: PlaybackRate, pitch: PlaybackRate.Pitch, now: Nanoseconds?)
  /// A sound effect asked for at `now`; `time` is the song time of the press (or step)
  /// that made it, in a chapter on its own song: it then starts on that song frame plus L.
  func play(_ sound: SoundID, at time: Nanoseconds?, now: Nanoseconds)
  /// L and the late hit sounds since the last call, for the replay of the attempt that
  /// just ended; nil when nothing was played live.
  func takeAttemptAudioTiming() -> ReplayAudioTiming?
}

extension AudioManager: AudioOutput {
  public func crossFade(to id: AudioAssetID, now: Nanoseconds) { crossFade(to: id) }
  public func stopMusic(now: Nanoseconds) { stopMusic() }
  public func crossFadeSong(from position: Nanoseconds, now: Nanoseconds) {
    crossFadeSong(from: position)
  }
}
