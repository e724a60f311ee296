/// What the game wants heard, felt, saved or shown, for every chapter and the story flow.
/// The core never calls the platform: it returns these values, one interpreter in the
/// platform acts on them (live and in the offline audio render alike), and tests record
/// them.
public enum GameEffect: Sendable, Equatable {
  /// A sound effect. `at` is the chapter time of what made it (the press's recorded time,
  /// or the step that judged it), given in a chapter that plays its own song, where that
  /// time is the song's: the sound starts on that song frame plus L (`HitSoundLatency`).
  /// Nil: as soon as possible (menus, chapters on the story's theme).
  case sound(SoundID, at: Nanoseconds? = nil)
  case music(MusicCommand)
  case rumble(RumbleRequest)
  /// An attempt ended (cleared, failed, or abandoned by restart or quit): save its replay.
  case attemptFinished(Replay, ChapterSummary)
  /// The rules of the chapter in play reached an outcome.
  case chapterEnded(ChapterID, ChapterOutcome)
}

/// The five sound effects of the seed's registry.
public enum SoundID: String, Sendable, CaseIterable, Codable {
  case shieldImpact = "sfx_shield_impact"
  case hapticThud = "sfx_haptic_thud"
  case successChime = "sfx_success_chime"
  case click = "sfx_click"
  case error = "sfx_error"
}

/// The music a command plays: the story's two themes, or the song of the beat map in play.
public enum MusicTrack: String, Sendable, Equatable, Codable {
  case main = "audio_bgm_main"
  case finale = "audio_bgm_finale"
  case chapterSong = "chapter_song"
}

public enum MusicCommand: Sendable, Equatable {
  /// Start `track` so that its position is `position` now (negative: after that much
  /// silence), replacing what plays at once.
  case play(MusicTrack, from: Nanoseconds)
  /// Cross-fade from what plays to `track`, so that its position is `position` now (the
  /// story tuning's fade length); with nothing playing, a plain start.
  case crossFade(to: MusicTrack, from: Nanoseconds)
  case pause
  case resume(at: Nanoseconds)
  case stop
  /// The music plays at `rate` from now on (pitch kept: time-stretched; follows:
  /// resampled); a song that plays goes on from where it is.
  case setRate(PlaybackRate, pitch: PlaybackRate.Pitch)
}

/// A rumble pattern (one of the AHAP files).
public enum RumblePattern: String, Sendable, Equatable, CaseIterable, Codable {
  case heartbeat
  case capacitorCharge = "capacitor_charge"
  case thud
}

public enum RumbleRequest: Sendable, Equatable {
  /// Play a pattern once; `handle` names it for a later `stop`, nil when it is never
  /// stopped early.
  case start(RumblePattern, handle: Int?)
  case stop(handle: Int)
  /// One short pulse (0...1 each): detents, error buzzes, pickups.
  case transient(intensity: Double, sharpness: Double)
  case stopAll
}
