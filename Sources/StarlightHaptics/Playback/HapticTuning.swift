/// Which rumble the game's cues play, and how strong: the haptic tuning values, in one place.
/// (The rest of the game's tuning is `GameConstants` in the core, which does not see this
/// target; these sit beside the patterns they name.)
public enum HapticTuning {
  // MARK: Chapter 4, Firewall

  /// Felt on each block, with `sfx_shield_impact` (design §6).
  public static let firewallBlockPattern = HapticPatternID.thud

  /// The miss buzz is a transient, so it lasts one pulse (`HapticRenderer.transientPulseMs`).
  /// Strong enough to read as an error through the music, but below the thud's full
  /// strength so that a miss never feels bigger than a block.
  public static let missBuzzIntensity = 0.7
  /// Sharp, so it lands mostly on the small fast motor: a thin buzz, the opposite of the
  /// round, dull thud of a block (low 0.14, high 0.6 under `MotorMapping`).
  public static let missBuzzSharpness = 0.85
}
