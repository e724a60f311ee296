import ArgumentParser
import StarlightCore
import StarlightPlatform

struct CalibrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract: "Measure the audio offset (or with --visual the visual offset) and save it.",
    discussion: """
      Clicks sound on a steady beat (with --visual: the ring flashes, silently); press Space, \
      any lane key or pad A on each one. After 32 presses the screen shows the offset with its \
      95 % confidence; Enter (pad Y) saves it to the settings file, Tab (pad X) switches between \
      audio and visual, Backspace (left shoulder) starts over, Esc goes back. A positive offset \
      means the sound (or the picture) reaches you that much late.
      """)

  @Flag(help: "Calibrate the visual offset (silent flashes) instead of the audio offset.")
  var visual = false

  @OptionGroup var window: WindowOptions

  func run() throws {
    try GameLauncher(window: window).calibrate(visual ? .visual : .audio)
  }
}

extension GameLauncher {
  /// Opens the window on the calibration screen; Enter saves through the settings store.
  func calibrate(_ kind: CalibrationKind) throws {
    let runtime = try open()
    defer { finish(runtime) }
    runtime.host.runCalibration(
      kind, tuning: runtime.tuning.calibration, settings: runtime.settingsStore,
      bindings: runtime.settingsStore.settings.bindings)
  }
}
