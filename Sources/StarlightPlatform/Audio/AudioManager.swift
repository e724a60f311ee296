import Foundation
import Logging
import StarlightCore

/// The game's one audio engine and the only code that touches SDL_mixer (the device and
/// asset decoding live in the `+Device` and `+Assets` extensions).
///
/// SDL_mixer opens the device and calls our music hook for every buffer; everything heard
/// is mixed there by the core's `AudioMixEngine` (two BGM voices with sample-exact
/// cross-fades, the SFX pool, the limiter), the same code the offline renderer runs. The
/// song clock follows the frames the hook mixes. No call throws: without a device, or
/// with a missing file, the game goes on silently, and nothing here waits on the device.
public final class AudioManager {
  public enum Mode: Sendable, Equatable {
    /// Plays through the default device.
    case live
    /// Opens SDL_mixer on the dummy driver only to decode assets (offline rendering).
    case decodeOnly
  }

  let logger = Logger(label: "starlight.audio")
  let assetsDirectory: String
  let mode: Mode
  let clock: any MediaClock
  var settings: AudioSettings
  let mixer: LiveMixer
  var songClock: AudioSongClock
  var clips: [AudioAssetID: PCMClip] = [:]
  var song: PCMClip?
  var recovery = DeviceRecovery()
  var subsystemStarted = false
  /// SDL's audio was started on its dummy driver, for SDL_mixer's decoding only, because
  /// the game's own stream plays.
  var subsystemDecodesOnly = false
  var deviceOpen = false
  /// The game's own stream to PipeWire or PulseAudio, when it plays (instead of SDL's).
  var ownStream: ServerStream?
  /// Why the own stream could not open the first time (SDL's drivers play instead).
  var ownStreamRefusal: String?
  /// A song (or BGM) was started and not stopped: the song clock means something.
  var songClockActive = false
  /// The game paused the music; a device coming back must not resume it.
  var musicPausedByGame = false
  /// The device went away while the song clock ran; it resumes when the device returns.
  var clockFrozenByDevice = false
  /// Decodes done over this manager's life (a second preload adds none).
  public internal(set) var decodeCount = 0
  /// Times the device went away and came back.
  public internal(set) var reconnects = 0
  /// Late sounds already reported with an attempt's replay.
  private var lateSoundsReported = 0
  /// The music decoded in the background at launch (`startPreload`), not yet taken.
  let background = BackgroundDecodes()
  var pendingAssets: Set<AudioAssetID> = []
  /// Music asked for while its track was still decoding: started when the track is in.
  var musicWaitingForDecode: AudioAssetID?
  var launchStarted: Nanoseconds?

  /// Opens and closes the device (SDL_mixer's; a refusing fake in tests).
  let opener: any AudioDeviceOpener
  /// Why the last open failed, as the device said (SDL_GetError), nil after a success.
  var lastOpenFailure: String?
  /// The sound server's own figure for the output latency (the real servers; a script in
  /// tests).
  let latencySource: any OutputLatencySource
  /// The driver SDL was asked for and why (nil before the first open, or when decoding only).
  public internal(set) var driverChoice: AudioDriverChoice?

  public internal(set) var status: AudioStatus = .silent(reason: "not opened")
  public internal(set) var deviceDescription = "no audio device"

  /// Whether a device is open. When false every call is a silent no-op.
  public var isAvailable: Bool { deviceOpen }

  /// `stretchers` keeps the pitch at a rate (the composition root injects Rubber Band, the
  /// same as the offline render); without them pitch kept falls back to resampling.
  public init(
    assetsDirectory: String, settings: AudioSettings, clock: any MediaClock = PerformanceClock(),
    mode: Mode = .live, stretchers: (any TimeStretcherMaking)? = nil,
    opener: any AudioDeviceOpener = SDLMixerDeviceOpener(),
    latencySource: any OutputLatencySource = ServerOutputLatency()
  ) {
    self.opener = opener
    self.latencySource = latencySource
    self.assetsDirectory = assetsDirectory
    self.settings = settings
    self.clock = clock
    self.mode = mode
    let engine = AudioMixEngine(
      configuration: AudioMixEngine.Configuration(
        format: settings.format, musicVolume: settings.musicGain,
        soundVolume: settings.effectsGain, masterGain: settings.masterGain,
        limiterCeiling: AudioTuning.gain(decibels: settings.limiterCeilingDecibels),
        hitSoundLatency: settings.hitSoundLatency),
      stretchers: stretchers)
    mixer = LiveMixer(engine: engine, clock: clock)
    songClock = AudioSongClock(source: mixer, format: settings.format)
    if !openDevice(), let device = settings.device {
      // The device chosen last time is not there (unplugged): the default one is.
      logger.warning("audio device \(device) cannot be opened; opening the default one")
      self.settings.device = nil
      _ = openDevice()
    }
    // Tried once with the default device: a failure was said once, by `openDevice`.
    if deviceOpen {
      status = .open(device: deviceDescription)
    } else {
      status = .silent(reason: "no audio device")
    }
  }

  deinit {
    closeDevice()
    stopSubsystem()
  }

  /// Has the audio thread record the scheduling it runs with (SDL asks for it itself).
  public func reportThreadPriority(to priorities: ThreadPriorities) {
    mixer.threadReport.withLock { $0 = priorities }
  }

  public var format: AudioFormat { settings.format }
  /// The device buffer asked for, in frames.
  public var bufferFrames: Int { settings.bufferFrames }

  // MARK: Music

  /// Starts the chapter's song (see `loadSong`) so that `position` is heard at `now`
  /// (negative: after that much silence). It plays once.
  public func playSong(from position: Nanoseconds, now: Nanoseconds? = nil) {
    guard let song else {
      stopMusic()
      return
    }
    start(song, ending: .once, from: position, now: now ?? clock.now())
  }

  /// Starts `id` so that `position` is heard at `now`; the main theme loops.
  public func playMusic(_ id: AudioAssetID, from position: Nanoseconds = 0, now: Nanoseconds? = nil)
  {
    guard !defersUntilDecoded(id), let clip = clips[id] else { return }
    start(clip, ending: id.ending, from: position, now: now ?? clock.now())
  }

  /// Cross-fades to `id` over 500 ms with linear gains, from whatever plays (or from
  /// silence). The song clock stops following the audio: this is background music.
  public func crossFade(to id: AudioAssetID) {
    guard canPlay, !defersUntilDecoded(id), let clip = clips[id] else { return }
    songClockActive = false
    musicPausedByGame = false
    mixer.request(.crossFade(clip, id.ending, generation: songClock.detach()))
  }

  /// Cross-fades to the loaded song from `position` (a song's preview) as `crossFade(to:)`
  /// does to a theme: what played fades out while the song fades in over the same 500 ms.
  public func crossFadeSong(from position: Nanoseconds) {
    guard canPlay, let song else { return }
    songClockActive = false
    musicPausedByGame = false
    mixer.request(
      .crossFade(
        song, .once, fromSongFrame: format.frames(position), generation: songClock.detach()))
  }

  /// Fades the music out and freezes the song clock where it is now.
  public func pauseMusic(now: Nanoseconds? = nil) {
    guard canPlay else { return }
    songClock.pause(at: now ?? clock.now())
    musicPausedByGame = true
    mixer.request(.pause(fade: AudioTuning.pauseFade))
  }

  /// Resumes so that `position` is heard at `now` (seed 001: start = now - savedPosition);
  /// the audio lands on the frame the clock says.
  public func resumeMusic(at position: Nanoseconds, now: Nanoseconds? = nil) {
    guard canPlay else { return }
    let now = now ?? clock.now()
    musicPausedByGame = false
    songClock.seek(to: position, at: now)
    guard deviceOpen else {
      // The device is away: resume when it is back.
      clockFrozenByDevice = true
      return
    }
    let generation = songClock.resume(at: now)
    mixer.request(
      .resume(SongAnchor(position: position, instant: now, generation: generation)))
  }

  /// Stops the music with a short fade (never a cut).
  public func stopMusic() {
    musicWaitingForDecode = nil
    songClockActive = false
    musicPausedByGame = false
    clockFrozenByDevice = false
    guard canPlay else { return }
    mixer.request(.stop(generation: songClock.detach()))
  }

  private func start(
    _ clip: PCMClip, ending: BGMVoice.Ending, from position: Nanoseconds, now: Nanoseconds
  ) {
    guard canPlay else { return }
    let generation = songClock.start(at: position, now: now)
    songClockActive = true
    musicPausedByGame = false
    mixer.request(
      .play(clip, ending, SongAnchor(position: position, instant: now, generation: generation)))
    if !deviceOpen {
      // Reconnecting: the clock waits with the music, both resume with the device.
      songClock.pause(at: now)
      clockFrozenByDevice = true
    }
  }

  /// Requests are kept while reconnecting (the device may come back), dropped when silent.
  var canPlay: Bool { deviceOpen || recovery.isReconnecting }

  // MARK: Song clock

  /// The song position heard at `now`, locked to the frames the device consumes; nil when
  /// there is no device or no song, so the caller keeps its own monotonic timeline.
  public func songTime(at now: Nanoseconds) -> Nanoseconds? {
    guard canPlay, songClockActive else { return nil }
    return songClock.update(now: now)
  }

  /// Whether the last `songTime` followed the audio (false: it ran on the monotonic clock).
  public var isClockLocked: Bool { songClock.isLocked }

  // MARK: Sound effects

  /// Plays `sound` from the next buffer.
  public func play(_ sound: SoundID) {
    guard deviceOpen, let clip = clips[AudioAssetID(sound)] else { return }
    mixer.request(.sound(clip, gain: 1))
  }

  /// Plays the sound of a press (or step) at song time `time` of the chapter's song on
  /// that song frame plus L, by the engine's rule; with no song running (or no time), at
  /// once. `time` is the one the press was judged at, so the clock that judged it places
  /// its sound, and the offline render of the replay puts it on the same sample.
  public func play(_ sound: SoundID, at time: Nanoseconds?, now: Nanoseconds) {
    guard let time, songClockActive, !songClock.isPaused else { return play(sound) }
    guard deviceOpen, let clip = clips[AudioAssetID(sound)] else { return }
    mixer.request(.pressSound(clip, gain: 1, songTime: time))
  }

  /// L: how long after its press a hit sound starts.
  public var hitSoundLatency: HitSoundLatency { mixer.withEngine { $0.hitSoundLatency } }

  /// Hit sounds that reached the audio thread after their sample was mixed (each played
  /// at once), since the device first opened.
  public var lateSounds: Int { mixer.withEngine { $0.lateSounds } }

  /// How late the latest of them started, behind its sample.
  public var worstLateness: Nanoseconds {
    format.nanoseconds(mixer.withEngine { $0.worstLateFrames })
  }

  public func takeAttemptAudioTiming() -> ReplayAudioTiming? {
    guard deviceOpen else { return nil }
    let late = lateSounds
    defer { lateSoundsReported = late }
    return ReplayAudioTiming(
      hitSoundLatency: hitSoundLatency.nanoseconds(format: format),
      lateSounds: late - lateSoundsReported)
  }

  /// Plays `sound` when the song reaches `time`, on that exact sample.
  public func play(_ sound: SoundID, atSongTime time: Nanoseconds) {
    guard deviceOpen, let clip = clips[AudioAssetID(sound)] else { return }
    mixer.request(.scheduleSound(clip, gain: 1, songFrame: format.frames(time)))
  }
}
