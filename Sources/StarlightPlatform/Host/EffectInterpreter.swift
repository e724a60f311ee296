import StarlightCore
import StarlightHaptics

/// The one place the game's effects become sound, music and rumble: every chapter and the
/// story flow, live play, a watched replay and the offline render go through `apply`.
public final class EffectInterpreter {
  private let audio: any AudioOutput
  /// Plays the chapters' rumble; nil for none (rumble off, or no controller subsystem).
  public var haptics: HapticManager?
  /// Called for each finished attempt (to save its replay).
  public var onAttemptFinished: (Replay, ChapterSummary) -> Void = { _, _ in }
  /// Sees every effect as it is applied, with its media instant (tests record them here).
  public var observer: ((GameEffect, Nanoseconds) -> Void)?

  public init(audio: any AudioOutput, haptics: HapticManager?) {
    self.audio = audio
    self.haptics = haptics
  }

  public func apply(_ effects: [GameEffect], now: Nanoseconds) {
    for effect in effects { apply(effect, now: now) }
  }

  public func apply(_ effect: GameEffect, now: Nanoseconds) {
    observer?(effect, now)
    switch effect {
    case .sound(let sound, let time):
      audio.play(sound, at: time, now: now)
    case .music(let command):
      play(command, now: now)
    case .rumble(let command):
      rumble(command)
    case .attemptFinished(var replay, let summary):
      // The replay keeps the L it was heard with and the sounds that came late.
      replay.audioTiming = audio.takeAttemptAudioTiming()
      onAttemptFinished(replay, summary)
    case .chapterEnded:
      // The session hands the result over after its outro; nothing to play here.
      break
    }
  }

  private func play(_ command: MusicCommand, now: Nanoseconds) {
    switch command {
    case .play(.chapterSong, let position):
      audio.playSong(from: position, now: now)
    case .play(let track, let position):
      audio.playMusic(AudioAssetID(track), from: position, now: now)
    case .crossFade(.chapterSong, let position) where position >= 0:
      // From inside the song (a preview): a true cross-fade, as the story's themes get.
      audio.crossFadeSong(from: position, now: now)
    case .crossFade(.chapterSong, let position):
      // A song starts on its own beat grid, usually after a lead-in of silence: the theme
      // fades out (a stop is a fade, never a cut) and the song comes in on its clock.
      audio.stopMusic(now: now)
      audio.playSong(from: position, now: now)
    case .crossFade(let track, _):
      audio.crossFade(to: AudioAssetID(track), now: now)
    case .pause:
      audio.pauseMusic(now: now)
    case .resume(let position):
      audio.resumeMusic(at: position, now: now)
    case .stop:
      audio.stopMusic(now: now)
    case .setRate(let rate, let pitch):
      audio.setPlaybackRate(rate, pitch: pitch, now: now)
    }
  }

  private func rumble(_ command: RumbleRequest) {
    guard let haptics else { return }
    switch command {
    case .start(let pattern, let handle):
      haptics.play(HapticPatternID(pattern), handle: handle)
    case .stop(let handle):
      haptics.stop(handle: handle)
    case .transient(let intensity, let sharpness):
      haptics.playTransient(intensity: intensity, sharpness: sharpness)
    case .stopAll:
      haptics.stopAll()
    }
  }
}

extension HapticPatternID {
  init(_ pattern: RumblePattern) {
    switch pattern {
    case .heartbeat: self = .heartbeat
    case .capacitorCharge: self = .capacitorCharge
    case .thud: self = .thud
    }
  }
}
