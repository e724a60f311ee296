import StarlightCore

/// The settings pages as a scene: the story opens it in front of the title screen (and Free
/// Play may), and it runs until Esc/B. Every change is saved at once (`SettingsStore`
/// writes atomically) and applied as its row says: the mix, rumble and the window at once,
/// the frame cap from the next frame, the lanes' look, mods and offsets from the next
/// attempt (`onChange` hands them to whoever starts attempts). "Calibrate offsets" runs
/// the calibration in front of the pages.
final class SettingsScene: Scene {
  private(set) var screen: SettingsScreen
  private(set) var calibration: CalibrationScene?
  private let store: SettingsStore?
  private let display: (any DisplayControl)?
  private let interpreter: EffectInterpreter
  /// Makes the calibration scene (nil: the row does nothing, as without a settings file).
  private let makeCalibration: ((Nanoseconds) -> CalibrationScene)?
  /// A change to apply beyond saving it (the mix, the next attempt's setup).
  private let onChange: (SettingsValues, SettingsArea) -> Void
  /// The platform's own rows (devices, bindings), and who makes their changes.
  private let sources: [any SettingsPageSource]
  private let startedAt: Nanoseconds
  private var closed = false
  /// Frames drawn in the last second of host time, for the Display page.
  private var frameTimes: [Nanoseconds] = []
  /// The last refusal of the window (fullscreen, display), shown on the page.
  private(set) var displayProblem: String?
  /// The last press was a pad's: the footer names its buttons.
  private(set) var padInUse: Bool
  /// The sources that need more than edits: the device rows make their changes where the
  /// audio is (`follow`), the bindings read every key while one is bound (`.capture`).
  private var devicePage: AudioDevicePage? {
    sources.lazy.compactMap { $0 as? AudioDevicePage }.first
  }
  private var bindingsPage: BindingsPage? { sources.lazy.compactMap { $0 as? BindingsPage }.first }

  init(
    values: SettingsValues, store: SettingsStore?, display: (any DisplayControl)?,
    interpreter: EffectInterpreter, padInUse: Bool = false,
    sources: [any SettingsPageSource] = [],
    page: SettingsPageID? = nil,
    makeCalibration: ((Nanoseconds) -> CalibrationScene)?,
    onChange: @escaping (SettingsValues, SettingsArea) -> Void, now: Nanoseconds
  ) {
    self.store = store
    self.display = display
    self.interpreter = interpreter
    self.makeCalibration = makeCalibration
    self.onChange = onChange
    self.sources = sources
    self.padInUse = padInUse
    startedAt = now
    screen = SettingsScreen(
      values: values, status: Self.status(display, fps: nil),
      extra: sources.flatMap { $0.pages() }, page: page)
  }

  private static func status(_ display: (any DisplayControl)?, fps: Double?) -> DisplayStatus {
    DisplayStatus(
      displayNames: display?.displayNames() ?? [], refreshHz: display?.refreshRate(),
      framesPerSecond: fps, vsyncAdjustable: display?.vsyncAdjustable ?? true)
  }

  var inputMode: InputMode {
    if let calibration { return calibration.inputMode }
    if bindingsPage?.isCapturing == true { return .capture }
    return screen.isTyping ? .typing : .menus
  }
  var isPlaying: Bool { false }

  /// `--quit-after` counts the time on the pages.
  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { now - startedAt }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if let calibration {
      if calibration.handle(command, now: now) == .finished { closeCalibration() }
      return .running
    }
    if let bindingsPage, bindingsPage.isCapturing {
      // Enter answers a conflict, Esc drops the wait; the other commands wait for a key.
      bindingsPage.handle(command)
      refreshSources()
      interpreter.apply(.sound(.click), now: now)
      return .running
    }
    perform(screen.handle(.menu(command)), now: now)
    return status
  }

  func handle(press: InputPress, now: Nanoseconds) {
    guard calibration == nil, let bindingsPage, bindingsPage.isCapturing else { return }
    bindingsPage.handle(press: press)
    refreshSources()
    interpreter.apply(.sound(bindingsPage.isCapturing ? .error : .click), now: now)
  }

  func handle(text edit: TextEdit, now: Nanoseconds) {
    switch edit {
    case .insert(let text): perform(screen.handle(.text(text)), now: now)
    case .deleteBackward: perform(screen.handle(.deleteBackward), now: now)
    case .nextJudge, .nextStepsType, .openSettings, .chartOffset, .songFolders, .replays: break
    }
  }

  func handle(page delta: Int, now: Nanoseconds) {
    guard calibration == nil else { return }
    perform(screen.handle(.page(delta)), now: now)
  }

  func handle(_ input: StampedInput) { calibration?.handle(input) }

  func handle(padInUse: Bool) { self.padInUse = padInUse }

  /// The platform's rows built anew (after their owner changed them, or the machine did:
  /// a device plugged in).
  func refreshSources() { screen.update(extra: sources.flatMap { $0.pages() }) }

  private func perform(_ output: SettingsScreenOutput, now: Nanoseconds) {
    for effect in output.effects {
      switch effect {
      case .sound(let sound): interpreter.apply(.sound(sound), now: now)
      case .changed(let values, let area): change(values, area, now: now)
      case .calibrate:
        guard let makeCalibration else { continue }
        calibration = makeCalibration(now)
      case .edit(let edit):
        if sources.contains(where: { $0.handle(edit, now: now) }) { refreshSources() }
      }
    }
    if output.closed { closed = true }
  }

  /// Saves the values at once and applies what changed.
  private func change(_ values: SettingsValues, _ area: SettingsArea, now: Nanoseconds) {
    store?.update { $0.take(values, area) }
    displayProblem = nil
    let preferences = values.preferences.display
    switch area {
    case .fullscreen: displayProblem = display?.setFullscreen(preferences.fullscreen)
    case .displayIndex: displayProblem = display?.moveToDisplay(preferences.displayIndex)
    case .frameCap: displayProblem = display?.apply(preferences.frameCap)
    case .mix, .rumble, .breakReminder, .judge, .view, .mods, .offsets: break
    }
    if displayProblem != nil { interpreter.apply(.sound(.error), now: now) }
    onChange(values, area)
  }

  /// Back from the calibration: the offsets it saved are the pages' (and the next attempt's).
  private func closeCalibration() {
    calibration = nil
    guard let saved = store?.settings else { return }
    var values = screen.values
    values.audioOffsetMs = saved.audioOffsetMs
    values.visualOffsetMs = saved.visualOffsetMs
    guard values != screen.values else { return }
    screen.update(values: values)
    onChange(values, .offsets)
  }

  func update(now: Nanoseconds) -> SceneStatus {
    if let calibration, calibration.update(now: now) == .finished { closeCalibration() }
    return status
  }

  /// The calibration's (it plays clicks and judges taps); the pages change only on a key.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? { calibration?.nextDue(at: now) }

  func interrupt(now: Nanoseconds) {}
  func resumeAfterInterruption(now: Nanoseconds) {}
  func follow(audio: AudioManager, now: Nanoseconds) {
    // The device's changes are made here, where the audio is; its facts read afresh.
    if devicePage?.follow(audio, now: now) == true { refreshSources() }
  }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    if let calibration { return calibration.draw(now: now, on: canvas) }
    frameTimes.append(now)
    frameTimes.removeAll { $0 <= now - Nanoseconds.perSecond }
    // The rate is shown once a whole second has been measured.
    let fps = now - startedAt >= Nanoseconds.perSecond ? Double(frameTimes.count) : nil
    if screen.navigation.page?.id == .display {
      screen.update(status: Self.status(display, fps: fps))
    }
    SettingsPagesView.draw(
      screen, problem: displayProblem, keys: KeyHints(bindingsPage?.rebinder.bindings ?? .defaults),
      pad: padInUse, time: now, sinceOpened: now - startedAt, on: canvas)
  }

  func close(now: Nanoseconds) { calibration?.close(now: now) }

  private var status: SceneStatus { closed ? .finished : .running }
}
