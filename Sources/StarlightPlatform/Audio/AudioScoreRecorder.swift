import StarlightCore

/// The offline twin of `AudioManager` as an `AudioOutput`: every call becomes a cue of an
/// `AudioScore` at the output frame of its media instant (0 = the first frame of the file);
/// a press's sound lands on its song frame plus L, as live, and another sound asked for
/// while the song plays on the song frame of its own step.
public final class AudioScoreRecorder: AudioOutput {
  public private(set) var score = AudioScore()
  public private(set) var scheduledSounds = 0
  private let format: AudioFormat
  private let clips: [AudioAssetID: PCMClip]
  private let song: PCMClip?
  private let crossFadeDuration: Nanoseconds
  /// The song's position at a media instant while it runs: (position, instant).
  private var songAnchor: (position: Nanoseconds, instant: Nanoseconds)?
  /// Song time gained per real time (`setPlaybackRate`).
  private var rate = PlaybackRate.normal

  public init(
    format: AudioFormat, song: PCMClip?, clips: [AudioAssetID: PCMClip],
    crossFadeDuration: Nanoseconds
  ) {
    self.format = format
    self.song = song
    self.clips = clips
    self.crossFadeDuration = crossFadeDuration
  }

  public func playSong(from position: Nanoseconds, now: Nanoseconds?) {
    let now = now ?? 0
    guard let song else { return }
    score.add(.playMusic(song, .once, fromSongFrame: format.frames(position)), atFrame: frame(now))
    songAnchor = (position, now)
  }

  public func playMusic(_ id: AudioAssetID, from position: Nanoseconds, now: Nanoseconds?) {
    let now = now ?? 0
    guard let clip = clips[id] else { return }
    score.add(
      .playMusic(clip, id.ending, fromSongFrame: format.frames(position)), atFrame: frame(now))
    songAnchor = nil
  }

  public func crossFade(to id: AudioAssetID, now: Nanoseconds) {
    guard let clip = clips[id] else { return }
    score.add(.crossFade(clip, id.ending, duration: crossFadeDuration), atFrame: frame(now))
    songAnchor = nil
  }

  public func crossFadeSong(from position: Nanoseconds, now: Nanoseconds) {
    guard let song else { return }
    score.add(
      .crossFade(
        song, .once, fromSongFrame: format.frames(position), duration: crossFadeDuration),
      atFrame: frame(now))
    songAnchor = nil
  }

  public func pauseMusic(now: Nanoseconds?) {
    let now = now ?? 0
    score.add(.pauseMusic, atFrame: frame(now))
    if let anchor = songAnchor { songAnchor = (songPosition(anchor, at: now), .max) }
  }

  public func resumeMusic(at position: Nanoseconds, now: Nanoseconds?) {
    let now = now ?? 0
    score.add(.resumeMusic(atSongFrame: format.frames(position)), atFrame: frame(now))
    if songAnchor != nil { songAnchor = (position, now) }
  }

  public func stopMusic(now: Nanoseconds) {
    score.add(.stopMusic, atFrame: frame(now))
    songAnchor = nil
  }

  public func play(_ sound: SoundID, at time: Nanoseconds?, now: Nanoseconds) {
    guard let clip = clips[AudioAssetID(sound)] else { return }
    scheduledSounds += 1
    if let time, let anchor = songAnchor, anchor.instant != .max {
      // A press's sound: on its song frame plus L, by the engine's rule, as live.
      score.add(.pressSound(clip, songTime: time), atFrame: frame(now))
    } else if let anchor = songAnchor, anchor.instant != .max {
      let songFrame = format.frames(songPosition(anchor, at: now))
      score.add(.sound(clip, atSongFrame: songFrame), atFrame: frame(now))
    } else {
      score.add(.soundNow(clip), atFrame: frame(now))
    }
  }

  public func setPlaybackRate(
    _ rate: PlaybackRate, pitch: PlaybackRate.Pitch, now: Nanoseconds?
  ) {
    let now = now ?? 0
    var frame: Int64?
    if let anchor = songAnchor, anchor.instant != .max {
      let position = songPosition(anchor, at: now)
      songAnchor = (position, now)
      frame = format.frames(position)
    }
    self.rate = rate
    score.add(
      .setRate(MusicRate(rate: rate, pitch: pitch), atSongFrame: frame), atFrame: self.frame(now))
  }

  /// Where the song anchored at `anchor` stands at `now`, at the current rate.
  private func songPosition(
    _ anchor: (position: Nanoseconds, instant: Nanoseconds), at now: Nanoseconds
  ) -> Nanoseconds {
    anchor.position + rate.songDuration(ofReal: now - anchor.instant)
  }

  /// Nothing is played live here.
  public func takeAttemptAudioTiming() -> ReplayAudioTiming? { nil }

  private func frame(_ now: Nanoseconds) -> Int64 { format.frames(now) }
}
