import Foundation

/// The audio engine's tuning values, in one place. Volumes and the cross-fade length are
/// the game's own (`GameConstants`); the rest are how the engine avoids clicks and keeps
/// time, chosen here and explained where they are used.
public enum AudioTuning {
  /// BGM bus gain (seed: 0.7).
  public static let bgmVolume = Float(GameConstants.bgmVolume)
  /// SFX bus gain (seed: 1.0).
  public static let sfxVolume = Float(GameConstants.sfxVolume)
  /// Both BGM voices sound for this long in a cross-fade, with linear gains (seed: 500 ms).
  public static let crossFadeDuration = GameConstants.crossFadeDuration

  /// Stopping music ramps it to silence over this long: short enough to feel immediate,
  /// long enough (hundreds of samples) that the cut is not a click.
  public static let stopFade = Nanoseconds.milliseconds(20)
  /// Pause and resume ramp the music bus over this long, for the same reason.
  public static let pauseFade = Nanoseconds.milliseconds(10)
  /// Mute, unmute and volume changes ramp the master gain over this long.
  public static let masterFade = Nanoseconds.milliseconds(10)
  /// A track started mid-way (seek, restart at a position) fades in over this long.
  public static let declickFade = Nanoseconds.milliseconds(5)
  /// Quitting fades everything out over this long before the device closes.
  public static let quitFade = Nanoseconds.milliseconds(150)

  /// The limiter's ceiling (seed 003: -6 dBFS).
  public static let limiterCeilingDecibels = -6.0
  /// How far the limiter looks ahead: the length of its gain ramp into a peak. 1 ms is
  /// short enough to add little latency and long enough to avoid audible distortion.
  public static let limiterLookahead = Nanoseconds.milliseconds(1)
  /// How fast the limiter lets the gain back up after a peak (time constant).
  public static let limiterRelease = Nanoseconds.milliseconds(80)

  /// Music voices: two overlap in a cross-fade; the spares let a cross-fade that
  /// interrupts another fade its outgoing voices out from their current gains, never cut.
  public static let musicVoiceCount = 4
  /// Sound effects that can sound at once (the issue asks for at least 16).
  public static let soundVoiceCount = 32

  /// The device buffer the game opens with unless the settings say otherwise: 5.3 ms at
  /// 48 kHz, small enough for a rhythm game, large enough not to underrun on a desktop.
  public static let defaultBufferFrames = 256
  /// SDL_mixer's device when it only decodes (the game's own PipeWire stream plays): a long
  /// buffer, so the thread SDL runs for it wakes about twelve times a second.
  public static let decodeOnlyBufferFrames = 4096
  /// Hit sound latency L (see `HitSoundLatency`): this many device buffers...
  public static let hitSoundBuffers = 2
  /// ...plus the limiter's look-ahead plus this margin: the game loop hands a press's sound
  /// over within a millisecond or two of the press (it pumps every half millisecond, a
  /// frame drawn in between costs a few more), and callbacks jitter by a millisecond or so.
  public static let hitSoundMargin = Nanoseconds.milliseconds(8)
  /// L is rounded up to whole milliseconds, so it reads as a plain number in `--stats`.
  public static let hitSoundLatencyGranularity = Nanoseconds.milliseconds(1)

  /// Converts decibels to a linear gain.
  public static func gain(decibels: Double) -> Float {
    Float(pow(10, decibels / 20))
  }
}
