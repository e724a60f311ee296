/// A music voice at a rate other than 1x: resampled when the pitch follows the rate, read
/// through its stretcher when the pitch is kept. Either way its song position moves on by
/// exactly `rate` hundredths of a frame per output frame, as the engine's does.
extension BGMVoice {
  /// The gain of output frame `frame` of this buffer: the voice's ramp, the bus's, the volume.
  struct VoiceLevel {
    let voice: GainRamp
    let bus: GainRamp
    let volume: Float

    func gain(atFrame frame: Int) -> Float {
      voice.isSettled && bus.isSettled
        ? voice.target * bus.target * volume
        : voice.value(atOffset: frame) * bus.value(atOffset: frame) * volume
    }
  }

  /// Song position of the voice in hundredths of a frame (before stretching starts).
  private var songHundredths: Int64 { Int64(position) * SongHundredths.perFrame + fraction }

  private mutating func setSongHundredths(_ hundredths: Int64) {
    let whole = SongHundredths.frame(hundredths)
    position = Int(whole)
    fraction = hundredths - whole * SongHundredths.perFrame
  }

  /// Sample `channel` of clip frame `index`: silence before the start and after the end of
  /// a track played once, the start again after the end of a loop.
  private func sample(
    _ samples: UnsafeBufferPointer<Float>, frame index: Int64, channel: Int
  ) -> Float {
    let frameCount = Int64(clip.frameCount)
    var index = index
    if index >= frameCount {
      guard ending == .loop, frameCount > 0 else { return 0 }
      index %= frameCount
    }
    guard index >= 0 else { return 0 }
    return samples[Int(index) * clip.channels + min(channel, clip.channels - 1)]
  }

  /// Pitch follows the rate: plain resampling, a record played faster. Linear
  /// interpolation between the two neighbouring frames is enough here: it is a practice
  /// aid at 0.5x to 2x, its slight dulling of the top octave is not what a player listens
  /// for, and a few lines of pure Swift run identically live and offline, where a
  /// band-limited resampler would be another C library for no audible gain.
  mutating func mixResampled(
    into output: UnsafeMutablePointer<Float>, frames: Int, channels: Int, level: VoiceLevel
  ) -> Bool {
    let step = rate.hundredthsPerFrame
    let perFrame = SongHundredths.perFrame
    let frameCount = Int64(clip.frameCount)
    var hundredths = songHundredths
    var finished = false
    clip.samples.withUnsafeBufferPointer { samples in
      for frame in 0..<frames {
        var whole = SongHundredths.frame(hundredths)
        if whole >= frameCount {
          guard ending == .loop, frameCount > 0 else {
            finished = true
            break
          }
          hundredths -= frameCount * perFrame
          whole -= frameCount
        }
        if whole >= -1 {
          let share = Float(hundredths - whole * perFrame) / Float(perFrame)
          let gain = level.gain(atFrame: frame)
          for channel in 0..<channels {
            let here = sample(samples, frame: whole, channel: channel)
            let next = sample(samples, frame: whole + 1, channel: channel)
            output[frame * channels + channel] += (here + (next - here) * share) * gain
          }
        }
        hundredths += step
      }
    }
    setSongHundredths(hundredths)
    return finished
  }

  /// Pitch kept: the clip is fed to the stretcher from the song frame the voice stands on,
  /// and its output is mixed. Before the clip's first frame the voice counts silent output
  /// frames exactly (no stretcher involved), so a song started "2 s before 0" begins on
  /// the output frame the song position says. On its first sounding frame the stretcher is
  /// reset and padded, and its start delay dropped, so output frame k is song frame
  /// (start + rate x k) and what the engine reports is what is heard.
  mutating func mixStretched(
    into output: UnsafeMutablePointer<Float>, frames: Int, channels: Int, level: VoiceLevel,
    stretcher: any TimeStretching
  ) -> Bool {
    var done = 0
    let step = rate.hundredthsPerFrame
    while !isStretching, done < frames {
      let hundredths = songHundredths
      let wait = SongHundredths.outputFrames(from: hundredths, to: 0, step: step)
      if wait == 0 {
        prime(stretcher)
      } else {
        let silent = Int(min(wait, Int64(frames - done)))
        setSongHundredths(hundredths + Int64(silent) * step)
        done += silent
      }
    }
    let block = stretcher.maximumBlock
    while done < frames {
      let available = stretcher.framesAvailable
      if available > 0 {
        if stretchDiscard > 0 {
          let dropped = stretcher.retrieve(frames: min(available, stretchDiscard, block))
          stretchDiscard -= max(1, dropped.count / channels)
          continue
        }
        let taken = stretcher.retrieve(frames: min(available, frames - done, block))
        let count = taken.count / channels
        guard count > 0 else { break }
        for frame in 0..<count {
          let gain = level.gain(atFrame: done + frame)
          for channel in 0..<channels {
            output[(done + frame) * channels + channel] += taken[frame * channels + channel] * gain
          }
        }
        done += count
      } else {
        if ending == .once, position >= clip.frameCount + stretchTail(stretcher) { return true }
        feed(stretcher, frames: min(max(1, stretcher.framesRequired), block))
      }
    }
    return false
  }

  private mutating func prime(_ stretcher: any TimeStretching) {
    stretcher.reset(rate: rate.rate)
    var pad = stretcher.startPad
    while pad > 0 {
      let frames = min(pad, stretcher.maximumBlock)
      stretcher.process(nil, frames: frames)
      pad -= frames
    }
    stretchDiscard = stretcher.startDelay
    fraction = 0
    isStretching = true
  }

  /// Input frames fed after the end of a track played once before its last frame is out.
  private func stretchTail(_ stretcher: any TimeStretching) -> Int {
    stretcher.startPad + stretcher.startDelay * rate.rate.hundredths / 100
      + stretcher.maximumBlock
  }

  /// Feeds `frames` clip frames from `position` on (wrapping a loop, silence after a
  /// track played once), in contiguous runs.
  private mutating func feed(_ stretcher: any TimeStretching, frames: Int) {
    var left = frames
    let frameCount = clip.frameCount
    clip.samples.withUnsafeBufferPointer { samples in
      while left > 0 {
        if position >= frameCount, ending == .loop, frameCount > 0 { position = 0 }
        if position >= frameCount || position < 0 {
          let run = position < 0 ? min(left, -position) : left
          stretcher.process(nil, frames: run)
          position += run
          left -= run
        } else if let base = samples.baseAddress {
          let run = min(left, frameCount - position)
          stretcher.process(base + position * clip.channels, frames: run)
          position += run
          left -= run
        } else {
          left = 0
        }
      }
    }
  }
}
