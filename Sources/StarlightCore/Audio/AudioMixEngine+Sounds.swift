/// The sound effect side of the mix: one-shots started now, on an exact song frame, or on
/// a press's frame plus L (the one rule for hit sounds, live and offline alike).
extension AudioMixEngine {
  /// Plays `clip` from the start of the next buffer.
  public mutating func playSound(_ clip: PCMClip, gain: Float = 1) {
    start(SFXVoice(clip: clip, gain: gain, delay: 0))
  }

  /// Plays `clip` when the song reaches `frame`, on that sample. A frame already mixed
  /// plays at once and is counted in `lateSounds`.
  public mutating func playSound(_ clip: PCMClip, gain: Float = 1, atSongFrame frame: Int64) {
    pending.append(ScheduledSound(clip: clip, gain: gain, songFrame: frame))
  }

  /// Plays the sound of a press judged at song time `time`: on the press's song frame
  /// plus L (`hitSoundLatency`), whenever the request arrives before that frame is mixed.
  /// At a rate L stays real time: the sound starts L output frames after the frame on which
  /// the song reaches the press, that is L x rate song frames after the press's.
  public mutating func playSound(
    _ clip: PCMClip, gain: Float = 1, pressedAtSongTime time: Nanoseconds
  ) {
    let position = hitSoundLatency.songHundredths(
      pressedAt: time, format: format, rate: musicRate.rate)
    pending.append(ScheduledSound(clip: clip, gain: gain, songHundredths: position))
  }

  /// Drops every sound effect at once; only for when the output is already silent
  /// (master faded out), since a cut sound would otherwise click.
  public mutating func stopSounds() {
    for index in sounds.indices { sounds[index] = nil }
    pending.removeAll(keepingCapacity: true)
  }

  mutating func mixSounds(into output: UnsafeMutablePointer<Float>, frames: Int) {
    for index in sounds.indices where sounds[index] != nil {
      let sounding = sounds[index]?.mix(into: output, frames: frames, channels: format.channels)
      if sounding != true { sounds[index] = nil }
    }
  }

  /// Turns the scheduled sounds due in the buffer starting at `songFrame` into voices on
  /// their own frames; one whose frame is already behind plays from the buffer's start.
  mutating func startDueSounds(frames: Int) {
    guard isSongRunning, !pending.isEmpty else { return }
    var index = 0
    while index < pending.count {
      let sound = pending[index]
      let step = musicRate.hundredthsPerFrame
      if let offset = sound.offset(inBufferStartingAt: songHundredths, step: step, frames: frames) {
        if sound.songHundredths < songHundredths {
          lateSounds += 1
          worstLateFrames = max(worstLateFrames, songFrame - sound.songFrame)
        }
        start(SFXVoice(clip: sound.clip, gain: sound.gain, delay: offset))
        pending.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  /// The first empty sound slot. A loop over the concrete array, not `firstIndex(where:)`:
  /// this runs in the audio callback, where the unspecialised generic algorithm (a debug
  /// build's) boxed each voice it looked at on the heap, an allocation per hit sound.
  private var freeSoundSlot: Int? {
    for index in sounds.indices where sounds[index] == nil { return index }
    return nil
  }

  mutating func start(_ voice: SFXVoice) {
    guard !voice.clip.isEmpty else { return }
    let scaled = SFXVoice(clip: voice.clip, gain: voice.gain * soundVolume, delay: voice.delay)
    guard let slot = freeSoundSlot else {
      droppedSounds += 1
      return
    }
    sounds[slot] = scaled
  }
}
