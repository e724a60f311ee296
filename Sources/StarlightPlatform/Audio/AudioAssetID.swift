import StarlightCore

/// The seven audio assets of the seed's registry, with where they live under `Assets/`.
public enum AudioAssetID: String, Sendable, CaseIterable {
  case bgmMain = "audio_bgm_main"
  case bgmFinale = "audio_bgm_finale"
  case sfxHapticThud = "sfx_haptic_thud"
  case sfxSuccessChime = "sfx_success_chime"
  case sfxShieldImpact = "sfx_shield_impact"
  case sfxClick = "sfx_click"
  case sfxError = "sfx_error"

  public var isMusic: Bool { self == .bgmMain || self == .bgmFinale }

  /// The main theme loops with no gap; the finale plays once (seed 001).
  public var ending: BGMVoice.Ending { self == .bgmMain ? .loop : .once }

  public var relativePath: String {
    isMusic ? "Audio/\(rawValue).ogg" : "Audio/SFX/\(rawValue).ogg"
  }

  /// The story's themes; a chapter's own song is loaded from its beat map instead.
  public init(_ track: MusicTrack) {
    self = track == .finale ? .bgmFinale : .bgmMain
  }

  public init(_ sound: SoundID) {
    switch sound {
    case .shieldImpact: self = .sfxShieldImpact
    case .hapticThud: self = .sfxHapticThud
    case .successChime: self = .sfxSuccessChime
    case .click: self = .sfxClick
    case .error: self = .sfxError
    }
  }
}
