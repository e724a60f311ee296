import StarlightCore

extension Settings {
  /// What the settings screen's menu rows show (`muted` as the game started: `--mute`).
  public func menuSettings(muted: Bool) -> MenuSettings {
    MenuSettings(
      masterVolume: masterVolume, musicVolume: musicVolume, effectsVolume: effectsVolume,
      muted: muted, rumble: rumble, breakReminderMinutes: breakReminderMinutes, judge: judge)
  }

  /// What the settings pages change, as they are in this file.
  func settingsValues(menu: MenuSettings) -> SettingsValues {
    SettingsValues(
      menu: menu, preferences: preferences, audioOffsetMs: audioOffsetMs,
      visualOffsetMs: visualOffsetMs)
  }

  /// These settings with what `area` names taken from the pages' values, and only that:
  /// a key changed elsewhere meanwhile (M's mute, the dev overlay's offsets) is kept.
  mutating func take(_ values: SettingsValues, _ area: SettingsArea) {
    let menu = values.menu
    switch area {
    case .mix:
      masterVolume = menu.masterVolume
      musicVolume = menu.musicVolume
      effectsVolume = menu.effectsVolume
      muted = menu.muted
    case .rumble: rumble = menu.rumble
    case .breakReminder: breakReminderMinutes = menu.breakReminderMinutes
    case .judge: judge = menu.judge
    case .view: preferences.view = values.preferences.view
    case .mods: preferences.mods = values.preferences.mods
    case .offsets:
      audioOffsetMs = values.audioOffsetMs
      visualOffsetMs = values.visualOffsetMs
    case .fullscreen, .displayIndex, .frameCap: preferences.display = values.preferences.display
    }
  }
}

extension ModChoice {
  /// The player's default mods: Random draws from each attempt's own seed.
  public init(_ preferences: ModPreferences) {
    self.init(
      mods: PlayMods(mirror: preferences.mirror, noFail: preferences.noFail),
      randomEachAttempt: preferences.random)
  }
}
