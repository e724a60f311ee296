/// Everything the built-in settings pages change, as one core value: the menu's volumes,
/// switches, break reminder and judge, the player's preferences (view, default mods,
/// display) and the two offsets. The platform loads it from `settings.json` and saves it
/// back when an edit changes it (`SettingsValues.apply`).
public struct SettingsValues: Sendable, Equatable {
  public var menu: MenuSettings
  public var preferences: PlayerPreferences
  /// Output latency compensation, ms (positive: sound reaches the ears later).
  public var audioOffsetMs: Double
  /// Display latency compensation, ms (positive: the picture reaches the eyes later).
  public var visualOffsetMs: Double

  /// The offsets a player may set (the settings file's own limits).
  public static let offsetRangeMs: ClosedRange<Double> = -1_000...1_000

  public init(
    menu: MenuSettings = MenuSettings(), preferences: PlayerPreferences = .defaults,
    audioOffsetMs: Double = 0, visualOffsetMs: Double = 0
  ) {
    self.menu = menu
    self.preferences = preferences
    self.audioOffsetMs = audioOffsetMs
    self.visualOffsetMs = visualOffsetMs
  }
}

/// What an edit changed, so the platform applies just that: the mix and rumble at once,
/// the break reminder's rule, the window at once, the frame cap from the next frame, the
/// rest from the next attempt. Every change is saved at once.
public enum SettingsArea: Sendable, Equatable {
  case mix
  case rumble
  case breakReminder
  case judge
  case view
  case mods
  case offsets
  case fullscreen
  case displayIndex
  case frameCap
}

/// What the settings pages ask of the platform.
public enum SettingsEffect: Sendable, Equatable {
  /// Save these values (atomically) and apply what `area` names.
  case changed(SettingsValues, SettingsArea)
  /// Open the offset calibration; the settings are back when it closes.
  case calibrate
  /// A row the platform added was edited: its owner makes the change.
  case edit(SettingsEdit)
  case sound(SoundID)
}
