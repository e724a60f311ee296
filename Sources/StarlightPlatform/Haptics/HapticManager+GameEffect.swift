import StarlightCore
import StarlightHaptics

extension HapticManager {
  /// What the core's rumble effects feel like; the values are `HapticTuning`'s.
  public func play(effect rumble: GameEffect.Rumble) {
    switch rumble {
    case .thud:
      play(HapticTuning.firewallBlockPattern)
    case .missBuzz:
      playTransient(
        intensity: HapticTuning.missBuzzIntensity, sharpness: HapticTuning.missBuzzSharpness)
    }
  }
}
