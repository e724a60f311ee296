/// The rows of the settings screen, top to bottom.
public enum SettingsRow: String, Sendable, CaseIterable {
  case masterVolume = "Master volume"
  case musicVolume = "Music volume"
  case effectsVolume = "Effects volume"
  case muted = "Mute"
  case rumble = "Rumble"
  /// Minutes of play before a reminder to rest (left/right: 5 minutes; below 5 is off).
  case breakReminder = "Break reminder"
  /// Free Play's judge for charts without one of their own choosing (left/right: the chart's
  /// own game's, then each judge in turn).
  case judge = "Judge"
  /// Opens the offset calibration screen (Enter), rather than holding a value.
  case calibrate = "Calibrate offsets"

  public var title: String { rawValue }

  /// Whether the row is an on/off switch (confirm flips it) rather than a level.
  public var isToggle: Bool {
    switch self {
    case .muted, .rumble: true
    case .masterVolume, .musicVolume, .effectsVolume, .breakReminder, .judge, .calibrate: false
    }
  }
}
