/// One background-music voice: a decoded track, where it is, and its own fade.
///
/// The position counts frames and may be negative: the voice then stays silent for that
/// many frames before its first sample, which is how a song is started "2 s before 0".
public struct BGMVoice: Sendable {
  public enum Ending: Sendable, Equatable {
    /// Wraps to frame 0 with no gap (`audio_bgm_main`).
    case loop
    /// Falls silent after the last frame (`audio_bgm_finale`, a chapter's song).
    case once
  }

  public private(set) var clip: PCMClip
  public let ending: Ending
  public var position: Int
  public var gain: GainRamp
  /// Set once the voice is fading out for good: it is freed when its gain reaches 0.
  public var releasesWhenSilent = false
  public private(set) var isActive = true
  /// The rate it plays at; `.normal` mixes frame by frame exactly as before rates existed.
  public let rate: MusicRate
  /// At a rate, the hundredths of a frame past `position` (resampled, or not yet stretching).
  var fraction: Int64 = 0
  /// Keeps the pitch at a rate; nil (or a clip of another width) resamples instead.
  var stretcher: (any TimeStretching)?
  /// The stretcher has been reset and padded at `position`, which now counts input fed.
  var isStretching = false
  /// Output frames still to drop after priming (the stretcher's start delay).
  var stretchDiscard = 0

  public init(
    clip: PCMClip, ending: Ending, position: Int, gain: GainRamp, rate: MusicRate = .normal,
    stretcher: (any TimeStretching)? = nil
  ) {
    self.clip = clip
    self.ending = ending
    self.position = position
    self.gain = gain
    self.rate = rate
    self.stretcher = stretcher
  }

  /// Places the voice at song frame `songFrame`, the song having started at its frame 0
  /// (loops wrap, so a looping track keeps its phase however long the song has run).
  public mutating func seek(toSongFrame songFrame: Int64) {
    fraction = 0
    isStretching = false
    let frames = Int64(clip.frameCount)
    if ending == .loop, songFrame > 0, frames > 0 {
      position = Int(songFrame % frames)
    } else {
      position = Int(clamping: songFrame)
    }
  }

  /// Adds `frames` frames into `output` (interleaved, `channels` wide) with this voice's
  /// ramp times the bus ramp times `volume`, then advances.
  mutating func mix(
    into output: UnsafeMutablePointer<Float>, frames: Int, channels: Int, bus: GainRamp,
    volume: Float
  ) {
    let finished: Bool
    if rate.isNormal {
      finished = mixDirect(
        into: output, frames: frames, channels: channels, bus: bus, volume: volume)
    } else if rate.pitch == .kept, let stretcher, stretcher.channels == clip.channels,
      clip.channels == channels
    {
      let level = VoiceLevel(voice: gain, bus: bus, volume: volume)
      finished = mixStretched(
        into: output, frames: frames, channels: channels, level: level, stretcher: stretcher)
    } else {
      let level = VoiceLevel(voice: gain, bus: bus, volume: volume)
      finished = mixResampled(into: output, frames: frames, channels: channels, level: level)
    }
    self.gain.advance(by: frames)
    if finished || (releasesWhenSilent && self.gain.isSettled && self.gain.target == 0) {
      isActive = false
    }
  }

  /// At 1x: one clip frame per output frame.
  private mutating func mixDirect(
    into output: UnsafeMutablePointer<Float>, frames: Int, channels: Int, bus: GainRamp,
    volume: Float
  ) -> Bool {
    let frameCount = clip.frameCount
    let clipChannels = clip.channels
    let gain = self.gain
    let constant = gain.isSettled && bus.isSettled
    let steadyGain = gain.target * bus.target * volume
    var position = self.position
    var finished = false
    clip.samples.withUnsafeBufferPointer { samples in
      for frame in 0..<frames {
        if position >= frameCount {
          guard ending == .loop, frameCount > 0 else {
            finished = true
            break
          }
          position = 0
        }
        if position >= 0 {
          let frameGain =
            constant
            ? steadyGain
            : gain.value(atOffset: frame) * bus.value(atOffset: frame) * volume
          let source = position * clipChannels
          let target = frame * channels
          for channel in 0..<channels {
            output[target + channel] += samples[source + min(channel, clipChannels - 1)] * frameGain
          }
        }
        position += 1
      }
    }
    self.position = position
    return finished
  }
}
