import StarlightCore

/// The mix's levels (master, music, effects, mute) and what the audio callback cost.
extension AudioManager {
  // MARK: Volume

  public var isMuted: Bool { settings.muted }
  public var masterVolume: Double { settings.masterVolume }

  public func setMuted(_ muted: Bool) {
    settings.muted = muted
    applyMasterGain()
  }

  public func setMasterVolume(_ volume: Double) {
    settings.masterVolume = AudioSettings.unit(volume)
    applyMasterGain()
  }

  public var musicVolume: Double { settings.musicVolume }
  public var effectsVolume: Double { settings.effectsVolume }

  /// The music bus level (0...1 of the mix's own); takes effect from the next buffer.
  public func setMusicVolume(_ volume: Double) {
    settings.musicVolume = AudioSettings.unit(volume)
    let gain = settings.musicGain
    mixer.withEngine { $0.musicVolume = gain }
  }

  /// The effects bus level (0...1 of the mix's own); takes effect from the next buffer.
  public func setEffectsVolume(_ volume: Double) {
    settings.effectsVolume = AudioSettings.unit(volume)
    let gain = settings.effectsGain
    mixer.withEngine { $0.soundVolume = gain }
  }

  /// Through the hand-over while a device mixes (M in play must not wait for a buffer to
  /// be mixed); straight into the engine when none does.
  private func applyMasterGain() {
    let gain = settings.masterGain
    guard deviceOpen else { return mixer.withEngine { $0.setMasterGain(gain) } }
    mixer.request(.masterGain(gain))
  }

  // MARK: Statistics

  /// CPU time of the audio callback per buffer (median, p99), nil before any callback.
  public func callbackCPUTime() -> (median: Nanoseconds, p99: Nanoseconds)? {
    // Worked out under the lock: a copy of the ring taken out would make the audio
    // thread's next record copy (allocate) it.
    let (median, p99) = mixer.state.withLock {
      ($0.timings.percentile(0.5), $0.timings.percentile(0.99))
    }
    guard let median, let p99 else { return nil }
    return (median, p99)
  }

  /// Frames the device has consumed since it first opened.
  public var framesMixed: Int64 { mixer.state.withLock { $0.framesMixed } }
}
