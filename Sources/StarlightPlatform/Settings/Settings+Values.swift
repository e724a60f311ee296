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

  /// These settings with the pages' values in them.
  mutating func take(_ values: SettingsValues) {
    let menu = values.menu
    masterVolume = menu.masterVolume
    musicVolume = menu.musicVolume
    effectsVolume = menu.effectsVolume
    muted = menu.muted
    rumble = menu.rumble
    breakReminderMinutes = menu.breakReminderMinutes
    judge = menu.judge
    preferences = values.preferences
    audioOffsetMs = values.audioOffsetMs
    visualOffsetMs = values.visualOffsetMs
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
