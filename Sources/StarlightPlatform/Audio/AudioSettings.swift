import StarlightCore

/// How the audio device is opened and what the player chose.
public struct AudioSettings: Sendable, Equatable {
  public static let sampleRate: Int32 = 48_000
  public static let channelCount: Int32 = 2
  public static let defaultBufferFrames = AudioTuning.defaultBufferFrames
  /// The most the hit sound latency setting can ask for: beyond this a hit sound is no
  /// longer heard as the press's own.
  public static let maxHitSoundLatencyMs = 250.0
  /// Buffer sizes outside this range are clamped: smaller ones underrun on a desktop
  /// scheduler, larger ones add more latency than any rhythm game can hide.
  public static let bufferFrameRange = 32...8_192

  public var bufferFrames: Int
  /// The output device by SDL's name; nil opens the system's default.
  public var device: String?
  /// The SDL audio driver the player chose (pipewire, pulseaudio, alsa); nil: what the
  /// desktop runs (`AudioDriverChoice`).
  public var driver: String?
  public var muted: Bool
  /// 0...1, applied to the master bus before the limiter.
  public var masterVolume: Double
  /// 0...1 each, on top of the mix's own music and effect levels.
  public var musicVolume: Double
  public var effectsVolume: Double
  public var limiterCeilingDecibels: Double
  /// The least L the player wants, in ms (0: as derived from the buffer); it can only
  /// raise L, never lower it below what the device needs.
  public var hitSoundLatencyMs: Double

  public init(
    bufferFrames: Int = AudioSettings.defaultBufferFrames, device: String? = nil,
    driver: String? = nil, muted: Bool = false,
    masterVolume: Double = 1, musicVolume: Double = 1, effectsVolume: Double = 1,
    limiterCeilingDecibels: Double = AudioTuning.limiterCeilingDecibels,
    hitSoundLatencyMs: Double = 0
  ) {
    self.hitSoundLatencyMs =
      hitSoundLatencyMs.isFinite ? min(max(hitSoundLatencyMs, 0), Self.maxHitSoundLatencyMs) : 0
    self.bufferFrames = min(
      max(bufferFrames, Self.bufferFrameRange.lowerBound), Self.bufferFrameRange.upperBound)
    self.device = device
    self.driver = driver
    self.muted = muted
    self.masterVolume = Self.unit(masterVolume)
    self.musicVolume = Self.unit(musicVolume)
    self.effectsVolume = Self.unit(effectsVolume)
    self.limiterCeilingDecibels =
      limiterCeilingDecibels.isFinite ? min(limiterCeilingDecibels, 0) : 0
  }

  static func unit(_ volume: Double) -> Double {
    volume.isFinite ? min(max(volume, 0), 1) : 1
  }

  /// L for this buffer size, raised to the setting if that asks for more.
  public var hitSoundLatency: HitSoundLatency { hitSoundLatency(queuedFrames: 0) }

  /// L for this buffer size through a sound server that keeps `queuedFrames` queued ahead
  /// of the device (the game's own stream says how many), raised to the setting if that
  /// asks for more.
  public func hitSoundLatency(queuedFrames: Int) -> HitSoundLatency {
    HitSoundLatency.derived(
      bufferFrames: bufferFrames,
      limiterDelayFrames: format.frameCount(AudioTuning.limiterLookahead),
      queuedFrames: queuedFrames, format: format,
      minimum: Nanoseconds.fromMilliseconds(hitSoundLatencyMs))
  }

  /// The music bus and the effects bus.
  var musicGain: Float { AudioTuning.bgmVolume * Float(musicVolume) }
  var effectsGain: Float { AudioTuning.sfxVolume * Float(effectsVolume) }

  /// What the master bus is set to: nothing when muted.
  var masterGain: Float { muted ? 0 : Float(masterVolume) }

  var format: AudioFormat {
    AudioFormat(sampleRate: Int(Self.sampleRate), channels: Int(Self.channelCount))
  }
}
