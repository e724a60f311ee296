import StarlightCore

/// The song at a rate (practice, `--rate`): one call for the music and the song clock.
extension AudioManager {
  /// The music and the song clock at `rate` from `now` (pitch kept: time-stretched through
  /// the injected stretcher; follows: resampled). A song that plays goes on from where the
  /// clock says it is; a paused one resumes at the new rate. At 1x nothing is stretched.
  public func setPlaybackRate(
    _ rate: PlaybackRate, pitch: PlaybackRate.Pitch = .kept, now: Nanoseconds? = nil
  ) {
    let now = now ?? clock.now()
    let calibration = songClock.setRate(rate, at: now)
    let running = songClockActive && !songClock.isPaused && deviceOpen
    let anchor =
      running
      ? SongAnchor(
        position: calibration.position, instant: now, generation: calibration.generation)
      : nil
    // With no device (and none coming back) only the clock changes: nothing is mixed.
    guard canPlay else { return }
    mixer.request(.setRate(MusicRate(rate: rate, pitch: pitch), anchor))
  }

  /// The rate the song clock runs at.
  public var playbackRate: PlaybackRate { songClock.rate }
}
