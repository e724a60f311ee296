/// The master gain: volume, mute and the fade on quit, ramped per sample after the buses.
extension AudioMixEngine {
  /// Ramps the master gain (volume, mute, the fade on quit) over `duration`.
  public mutating func setMasterGain(
    _ gain: Float, over duration: Nanoseconds = AudioTuning.masterFade
  ) {
    master.ramp(to: max(0, gain), over: format.frameCount(duration))
  }

  mutating func applyMaster(to output: UnsafeMutablePointer<Float>, frames: Int) {
    let channels = format.channels
    if master.isSettled {
      let gain = master.target
      if gain != 1 {
        for sample in 0..<(frames * channels) { output[sample] *= gain }
      }
    } else {
      for frame in 0..<frames {
        let gain = master.value(atOffset: frame)
        for channel in 0..<channels { output[frame * channels + channel] *= gain }
      }
    }
    master.advance(by: frames)
  }
}
