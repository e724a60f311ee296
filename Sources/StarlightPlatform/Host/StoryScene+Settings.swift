import StarlightCore

extension StoryScene {
  /// The settings pages over the settings file (or, without one, the menu's settings), the
  /// audio device's rows on the Audio page, the bindings on the Input page and the song
  /// folders on the Gameplay page; a change is saved there and, beyond the mix the launcher
  /// applies, reaches the next attempt's setup.
  func makeSettingsScene(now: Nanoseconds) -> SettingsScene {
    let saved = settings?.settings ?? Settings()
    var values = saved.settingsValues(menu: flow.settings)
    if settings == nil {
      values.preferences.view = setup.view
      values.audioOffsetMs = setup.audioOffset.milliseconds
      values.visualOffsetMs = setup.visualOffset.milliseconds
    }
    let calibrationTuning = setup.tuning.calibration
    let store = settings
    let playerBindings = setup.bindings
    let interpreter = self.interpreter
    return SettingsScene(
      values: values, store: settings, display: display, interpreter: interpreter,
      padInUse: padInUse,
      sources: [
        AudioDevicePage(settings: saved, store: store),
        BindingsPage(bindings: playerBindings) { [weak self] bindings in
          // Saved at once, and played with from the next attempt and menu.
          store?.update { $0.bindings = bindings }
          self?.useBindings(bindings)
        },
        SongFoldersRows(folders: saved.songFolders),
      ],
      makeCalibration: store.map { store in
        { [weak self] now in
          // The bindings as they are now: the Input page may have changed them since.
          CalibrationScene(
            kind: .audio, tuning: calibrationTuning, settings: store,
            bindings: self?.setup.bindings ?? playerBindings, interpreter: interpreter, now: now)
        }
      },
      onChange: { [weak self] values, area in self?.settingsChanged(values, area) }, now: now)
  }

  /// A change on the pages: the menu's part to the launcher (mix, rumble, breaks, judge),
  /// the rest into the setup every later attempt is made from.
  func settingsChanged(_ values: SettingsValues, _ area: SettingsArea) {
    switch area {
    case .mix, .rumble, .breakReminder, .judge:
      flow.remember(settings: values.menu)
      onSettings(values.menu)
    case .view, .mods, .offsets:
      applyToSetup(values, area)
      freePlay?.use(values, area)
    case .fullscreen, .displayIndex, .frameCap:
      break
    }
  }
}
