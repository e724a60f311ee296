/// The game's one mixing function: background music on a small pool of voices with
/// per-sample linear fades, sound effects on a pool of one-shot voices (started now or on
/// an exact song frame), a master gain and the limiter. The live audio callback and the
/// offline renderer both run exactly this, so a rendered replay is what a player hears.
///
/// Pure and single-threaded: the platform keeps it behind a mutex and calls `mix` from
/// the audio thread. Commands take effect at the start of the next mixed buffer, except
/// scheduled sounds, which start on their own frame inside it.
public struct AudioMixEngine: Sendable {
  public struct Configuration: Sendable, Equatable {
    public var format: AudioFormat
    public var musicVolume: Float
    public var soundVolume: Float
    public var masterGain: Float
    public var limiterCeiling: Float
    /// L, how long after its press a hit sound starts (see `HitSoundLatency`).
    public var hitSoundLatency: HitSoundLatency

    public init(
      format: AudioFormat = .standard, musicVolume: Float = AudioTuning.bgmVolume,
      soundVolume: Float = AudioTuning.sfxVolume, masterGain: Float = 1,
      limiterCeiling: Float = AudioTuning.gain(decibels: AudioTuning.limiterCeilingDecibels),
      hitSoundLatency: HitSoundLatency = .standard
    ) {
      self.format = format
      self.musicVolume = musicVolume
      self.soundVolume = soundVolume
      self.masterGain = masterGain
      self.limiterCeiling = limiterCeiling
      self.hitSoundLatency = hitSoundLatency
    }
  }

  public let format: AudioFormat
  public var musicVolume: Float
  public var soundVolume: Float
  /// L: a press's sound starts this long after the press's song frame.
  public var hitSoundLatency: HitSoundLatency
  var music: [BGMVoice?]
  var sounds: [SFXVoice?]
  var pending: [ScheduledSound] = []
  var foreground: Int?
  /// The music bus: pause and resume fade it, so every music voice pauses together.
  private var bus = GainRamp(constant: 1)
  /// Paused and faded out: music voices neither sound nor advance.
  var musicHeld = false
  /// The song was stopped since the last buffer: a song started now is a loop seam.
  var stoppedThisBuffer = false
  var master: GainRamp
  private var limiter: PeakLimiter

  /// The song's position at the start of the next buffer, in hundredths of a frame: it
  /// gains exactly rate x 100 per output frame while music plays, stops on pause and stop,
  /// and is what scheduled sounds and the clock follow.
  public internal(set) var songHundredths: Int64 = 0
  /// The whole song frame at the start of the next buffer.
  public var songFrame: Int64 { SongHundredths.frame(songHundredths) }
  /// The rate music plays at (set with `setPlaybackRate`); 1x mixes as before rates existed.
  public internal(set) var musicRate = MusicRate.normal
  /// One stretcher per music voice slot, made with the engine (empty: none was injected,
  /// and pitch kept at a rate falls back to resampling).
  let stretchers: [any TimeStretching]
  public private(set) var isSongRunning = false
  /// Sound effects not played because every voice was busy.
  public internal(set) var droppedSounds = 0
  /// Scheduled sounds that reached the mix after their frame had been mixed (a stall, or
  /// L too short for the device): each played at once, on the first frame of the buffer.
  public internal(set) var lateSounds = 0
  /// How far behind its frame the latest-arriving late sound started, in frames.
  public internal(set) var worstLateFrames: Int64 = 0

  /// `stretchers` keeps the pitch at a rate (Rubber Band, from `StarlightStretch`). An
  /// engine holding stretchers must not be copied and both copies mixed: they would share
  /// the stretchers' state.
  public init(
    configuration: Configuration = Configuration(), stretchers: (any TimeStretcherMaking)? = nil
  ) {
    format = configuration.format
    self.stretchers = (0..<AudioTuning.musicVoiceCount).compactMap { _ in
      stretchers?.makeStretcher(format: configuration.format)
    }
    musicVolume = configuration.musicVolume
    hitSoundLatency = configuration.hitSoundLatency
    soundVolume = configuration.soundVolume
    master = GainRamp(constant: configuration.masterGain)
    music = Array(repeating: nil, count: AudioTuning.musicVoiceCount)
    sounds = Array(repeating: nil, count: AudioTuning.soundVoiceCount)
    pending.reserveCapacity(AudioTuning.soundVoiceCount)
    limiter = PeakLimiter(
      ceiling: configuration.limiterCeiling,
      window: configuration.format.frameCount(AudioTuning.limiterLookahead) + 1,
      releaseFrames: configuration.format.frameCount(AudioTuning.limiterRelease),
      channels: configuration.format.channels)
  }

  // MARK: State

  /// Frames the limiter delays the output by; part of the output latency.
  public var limiterDelayFrames: Int { limiter.delayFrames }
  public var limiterCeiling: Float { limiter.ceiling }
  /// Output samples the limiter's last-resort guard clamped (0 unless float rounding bit).
  public var clampedSamples: Int { limiter.clampedSamples }
  public var masterGain: Float { master.value }
  public var masterTarget: Float { master.target }
  public var activeMusicVoices: Int { music.count { $0 != nil } }
  public var activeSounds: Int { sounds.count { $0 != nil } }
  public var scheduledSounds: Int { pending.count }
  public var isMusicPaused: Bool { !isSongRunning && (musicHeld || bus.target == 0) }
  /// Nothing left to hear (the limiter's delay line aside).
  public var isIdle: Bool { activeMusicVoices == 0 && activeSounds == 0 && pending.isEmpty }

  /// The clip ids of the sounding music voices with their current gains, for tests and
  /// the dev overlay.
  public var musicGains: [(id: String, gain: Float)] {
    music.compactMap { $0.map { ($0.clip.id, $0.gain.value * bus.value) } }
  }

  // MARK: Music

  /// Starts `clip` as the song at song frame `start` (negative: after that much silence),
  /// fading out whatever played before over `AudioTuning.stopFade`.
  public mutating func playMusic(
    _ clip: PCMClip, ending: BGMVoice.Ending, fromSongFrame start: Int64
  ) {
    releaseMusic(over: format.frameCount(AudioTuning.stopFade))
    reopenBus()
    // Starting inside the track would begin on a non-zero sample: fade that in. Right after
    // a stop (a practice loop's seam) it fades in as the old song fades out, so the two
    // gains sum to one and the seam neither clicks nor swells.
    let fadeIn = stoppedThisBuffer ? AudioTuning.stopFade : AudioTuning.declickFade
    let declick = start > 0 ? format.frameCount(fadeIn) : 0
    var gain = GainRamp(constant: declick > 0 ? 0 : 1)
    gain.ramp(to: 1, over: declick)
    var voice = BGMVoice(clip: clip, ending: ending, position: 0, gain: gain, rate: musicRate)
    voice.seek(toSongFrame: start)
    foreground = place(voice)
    startSong(at: start)
  }

  /// Fades to `clip` over `duration` with linear gains: it rises from 0 while every
  /// other voice falls from the gain it has on the next sample, so a cross-fade started
  /// during another never jumps. A track still sounding is picked up where it is.
  public mutating func crossFade(
    to clip: PCMClip, ending: BGMVoice.Ending, fromSongFrame start: Int64 = 0,
    duration: Nanoseconds = AudioTuning.crossFadeDuration
  ) {
    let frames = format.frameCount(duration)
    if musicHeld { silenceHeldMusic() }
    reopenBus()
    let existing = music.indices.first { index in
      guard let voice = music[index] else { return false }
      return voice.clip.id == clip.id && voice.ending == ending
    }
    for index in music.indices where index != existing {
      music[index]?.gain.ramp(to: 0, over: frames)
      music[index]?.releasesWhenSilent = true
    }
    if let existing, var voice = music[existing] {
      voice.releasesWhenSilent = false
      voice.gain.ramp(to: 1, over: frames)
      music[existing] = voice
      foreground = existing
      startSong(at: Int64(voice.position))
    } else {
      var gain = GainRamp(constant: 0)
      gain.ramp(to: 1, over: frames)
      var voice = BGMVoice(clip: clip, ending: ending, position: 0, gain: gain, rate: musicRate)
      voice.seek(toSongFrame: start)
      foreground = place(voice)
      startSong(at: start)
    }
  }

  /// Fades the music out over `fade` and holds it where it is; the song position stops
  /// now. A zero fade holds at once (the device is gone, nothing is heard anyway), so the
  /// resume that follows fades in from silence.
  public mutating func pauseMusic(fade: Nanoseconds = AudioTuning.pauseFade) {
    isSongRunning = false
    guard !musicHeld else { return }
    let frames = format.frameCount(fade)
    bus.ramp(to: 0, over: frames)
    if frames == 0 { musicHeld = true }
  }

  /// Continues the song from song frame `frame` (where the clock says it is), fading in.
  public mutating func resumeMusic(atSongFrame frame: Int64) {
    if let foreground { music[foreground]?.seek(toSongFrame: frame) }
    adoptRateWhilePaused(atSongFrame: frame)
    musicHeld = false
    bus.ramp(to: 1, over: format.frameCount(AudioTuning.pauseFade))
    songHundredths = frame * SongHundredths.perFrame
    isSongRunning = true
  }

  /// Stops the music with a short fade (never a cut) and forgets scheduled sounds.
  public mutating func stopMusic() {
    if musicHeld {
      silenceHeldMusic()
    } else {
      releaseMusic(over: format.frameCount(AudioTuning.stopFade))
      stoppedThisBuffer = true
    }
    foreground = nil
    isSongRunning = false
    pending.removeAll(keepingCapacity: true)
  }

  // MARK: Mixing

  /// Overwrites `output` (interleaved frames) with the next stretch of the mix.
  public mutating func mix(into output: UnsafeMutableBufferPointer<Float>) {
    guard let base = output.baseAddress else { return }
    let channels = format.channels
    let frames = output.count / channels
    output.update(repeating: 0)
    guard frames > 0 else { return }
    stoppedThisBuffer = false
    startDueSounds(frames: frames)
    mixMusic(into: base, frames: frames)
    mixSounds(into: base, frames: frames)
    applyMaster(to: base, frames: frames)
    limiter.process(base, frames: frames)
    if isSongRunning { songHundredths += Int64(frames) * musicRate.hundredthsPerFrame }
  }

  private mutating func mixMusic(into output: UnsafeMutablePointer<Float>, frames: Int) {
    guard !musicHeld else { return }
    let bus = self.bus
    for index in music.indices where music[index] != nil {
      music[index]?.mix(
        into: output, frames: frames, channels: format.channels, bus: bus, volume: musicVolume)
      if music[index]?.isActive == false { music[index] = nil }
    }
    self.bus.advance(by: frames)
    if self.bus.isSettled, self.bus.target == 0, !isSongRunning { musicHeld = true }
    if let foreground, music[foreground] == nil { self.foreground = nil }
  }

  private mutating func startSong(at frame: Int64) {
    songHundredths = frame * SongHundredths.perFrame
    isSongRunning = true
    pending.removeAll(keepingCapacity: true)
  }

  /// Fades every music voice out for good over `frames`, from its current gain.
  mutating func releaseMusic(over frames: Int) {
    for index in music.indices {
      music[index]?.gain.ramp(to: 0, over: frames)
      music[index]?.releasesWhenSilent = true
    }
  }

  /// Held voices are already silent: drop them and open the bus for what comes next.
  private mutating func silenceHeldMusic() {
    for index in music.indices { music[index] = nil }
    musicHeld = false
    bus = GainRamp(constant: 1)
  }

  /// New music must not inherit a bus that is fading out for a pause.
  private mutating func reopenBus() {
    if musicHeld { silenceHeldMusic() }
    if bus.target != 1 { bus.ramp(to: 1, over: format.frameCount(AudioTuning.pauseFade)) }
  }

  /// The first empty music slot; a loop for the reason `freeSoundSlot` gives.
  private var freeMusicSlot: Int? {
    for index in music.indices where music[index] == nil { return index }
    return nil
  }

  /// The music slot whose voice is quietest now (every slot busy).
  private var quietestMusicSlot: Int {
    var quietest = 0
    for index in music.indices
    where (music[index]?.gain.value ?? 0) < (music[quietest]?.gain.value ?? 0) {
      quietest = index
    }
    return quietest
  }

  /// Puts `voice` in a free slot, or in place of the quietest one when all are busy.
  /// A voice at a rate with the pitch kept reads through the slot's stretcher.
  mutating func place(_ voice: BGMVoice) -> Int {
    let slot = freeMusicSlot ?? quietestMusicSlot
    var voice = voice
    if !voice.rate.isNormal, voice.rate.pitch == .kept, stretchers.indices.contains(slot) {
      voice.stretcher = stretchers[slot]
    }
    music[slot] = voice
    return slot
  }
}
