/// The music at a rate (practice, `--rate`): the song position gains rate x 100 hundredths
/// of a frame per output frame, the foreground voice is resampled or stretched to match,
/// and sound effects are never stretched.
extension AudioMixEngine {
  /// Plays music at `rate` from the start of the next buffer. A song that is playing goes
  /// on from where it is heard (or from `frame`, where the clock says it is) on a new voice
  /// at the new rate, cross-faded with the old one over a short fade, so it never clicks.
  /// Scheduled sounds keep their song frames; at 1x nothing changes in how the mix is made.
  public mutating func setPlaybackRate(_ rate: MusicRate, atSongFrame frame: Int64? = nil) {
    guard rate != musicRate else {
      if let frame, isSongRunning { songHundredths = frame * SongHundredths.perFrame }
      return
    }
    musicRate = rate
    guard isSongRunning, !musicHeld, let index = foreground, let voice = music[index] else {
      return
    }
    let target = frame ?? songFrame
    // An equal-length linear cross-fade: the two gains always sum to the old one.
    let fade = format.frameCount(AudioTuning.stopFade)
    music[index]?.gain.ramp(to: 0, over: fade)
    music[index]?.releasesWhenSilent = true
    var gain = GainRamp(constant: 0)
    gain.ramp(to: voice.gain.target, over: fade)
    var replacement = BGMVoice(
      clip: voice.clip, ending: voice.ending, position: 0, gain: gain, rate: rate)
    replacement.seek(toSongFrame: target)
    foreground = place(replacement)
    songHundredths = target * SongHundredths.perFrame
  }

  /// On resume after the rate changed while paused: the held (silent) voice is swapped for
  /// one at the new rate, which the resume's fade brings in.
  mutating func adoptRateWhilePaused(atSongFrame frame: Int64) {
    guard let index = foreground, let voice = music[index], voice.rate != musicRate else { return }
    var replacement = BGMVoice(
      clip: voice.clip, ending: voice.ending, position: 0, gain: voice.gain, rate: musicRate)
    replacement.seek(toSongFrame: frame)
    music[index] = nil
    foreground = place(replacement)
  }

  /// Whether pitch kept at a rate is time-stretched here (false: resampled instead).
  public var canStretch: Bool { !stretchers.isEmpty }
}
