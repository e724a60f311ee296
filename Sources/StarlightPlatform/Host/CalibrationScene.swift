import Foundation
import StarlightCore

/// The offset calibration screen: steady clicks (or silent flashes) and the player's presses
/// against them, the live estimate once there are enough, and Enter to save it as the audio
/// (or visual) offset. Presses are gameplay input, stamped by `InputCapture` as SDL queues
/// them, so a press is measured to the same precision a note is judged.
final class CalibrationScene: Scene {
  /// The scene's controls, as lanes of its gameplay input mode: Enter, Tab and Backspace
  /// must be read as stamped keys too, since in play only pause reaches the menus.
  enum Control: Int, CaseIterable {
    case press
    case apply
    case switchKind
    case startOver
  }

  /// A run starts this many beats after the key that started it, so its first click is
  /// not lost under the keypress.
  static let leadInBeats: Int64 = 2
  /// Offsets are saved to a tenth of a millisecond, as the screen shows them.
  static let savedStepsPerMillisecond = 10.0

  private(set) var run: CalibrationRun
  private let tuning: CalibrationTuning
  private let settings: SettingsStore
  private let interpreter: EffectInterpreter
  private let controls: InputMode
  private let startedAt: Nanoseconds
  /// What the last Enter did, shown under the estimate.
  private(set) var saved: String?
  private var backedOut = false

  init(
    kind: CalibrationKind, tuning: CalibrationTuning, settings: SettingsStore,
    bindings: InputBindings, interpreter: EffectInterpreter, now: Nanoseconds
  ) {
    self.tuning = tuning
    self.settings = settings
    self.interpreter = interpreter
    controls = Self.controls(bindings)
    startedAt = now
    run = Self.run(kind, tuning: tuning, settings: settings.settings, now: now)
  }

  /// Space, every 4-lane key and pad A press; Enter / Y apply; Tab / X switch between audio
  /// and visual; Backspace / left shoulder start over.
  static func controls(_ bindings: InputBindings) -> InputMode {
    let commandKeys = ["Return", "Keypad Enter", "Tab", "Backspace"]
    var seen = Set(commandKeys)
    let pressKeys = (["Space"] + bindings.keyboardLanes(laneCount: 4).flatMap { $0 })
      .filter { seen.insert($0).inserted }
    return .gameplay(
      keyboard: [pressKeys, ["Return", "Keypad Enter"], ["Tab"], ["Backspace"]],
      gamepad: [["a"], ["y"], ["x"], ["leftshoulder"]])
  }

  private static func run(
    _ kind: CalibrationKind, tuning: CalibrationTuning, settings: Settings, now: Nanoseconds
  ) -> CalibrationRun {
    let offset = kind == .audio ? settings.audioOffsetMs : settings.visualOffsetMs
    return CalibrationRun(
      kind: kind, tuning: tuning, firstBeat: now + leadInBeats * tuning.beatInterval,
      offsetInForce: Nanoseconds.fromMilliseconds(offset))
  }

  var inputMode: InputMode { controls }
  var isPlaying: Bool { false }

  /// `--quit-after` counts the time on this screen.
  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { now - startedAt }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if command == .back || command == .pause { backedOut = true }
    return status
  }

  func handle(_ input: StampedInput) {
    guard case .lane(let lane, .press) = input.input, let control = Control(rawValue: lane)
    else { return }
    switch control {
    case .press:
      run.press(at: input.stamp)
    case .apply:
      apply(now: input.stamp)
    case .switchKind:
      saved = nil
      run = Self.run(
        run.kind.toggled, tuning: tuning, settings: settings.settings, now: input.stamp)
    case .startOver:
      saved = nil
      run = Self.run(run.kind, tuning: tuning, settings: settings.settings, now: input.stamp)
    }
  }

  /// Saves the estimate as the offset of the run's kind, then starts a fresh run under it,
  /// so pressing on does check it: its estimate should come out where it was saved.
  private func apply(now: Nanoseconds) {
    guard let value = run.offsetToSave else {
      let missing = max(0, tuning.minimumPresses - run.pressCount)
      saved = "Not yet: \(missing) more presses before there is an estimate to apply."
      return
    }
    let milliseconds =
      (value.milliseconds * Self.savedStepsPerMillisecond).rounded() / Self.savedStepsPerMillisecond
    let kind = run.kind
    settings.update {
      switch kind {
      case .audio: $0.audioOffsetMs = milliseconds
      case .visual: $0.visualOffsetMs = milliseconds
      }
    }
    let name = kind == .audio ? "audio" : "visual"
    saved =
      "Saved: \(name) offset \(String(format: "%+.1f", milliseconds)) ms. Press on to check it."
    run = Self.run(kind, tuning: tuning, settings: settings.settings, now: now)
  }

  func update(now: Nanoseconds) -> SceneStatus {
    var cues: [CalibrationCue] = []
    run.advance(to: now, effects: &cues)
    // Each click at its beat's own instant, not the frame's.
    for cue in cues { interpreter.apply(cue.effect, now: cue.time) }
    return status
  }

  func interrupt(now: Nanoseconds) {}
  func resumeAfterInterruption(now: Nanoseconds) {}
  func follow(audio: AudioManager, now: Nanoseconds) {}

  func draw(now: Nanoseconds, on canvas: Canvas) {
    CalibrationView.draw(run, now: now, saved: saved, on: canvas)
  }

  func close(now: Nanoseconds) {}

  private var status: SceneStatus { backedOut ? .finished : .running }
}

extension SceneHost {
  /// Runs the offset calibration screen (`kind` first; Tab switches) until Esc, the window
  /// closing or `--quit-after`. Enter saves the estimate through `settings`.
  public func runCalibration(
    _ kind: CalibrationKind, tuning: CalibrationTuning, settings: SettingsStore,
    bindings: InputBindings
  ) {
    run(
      CalibrationScene(
        kind: kind, tuning: tuning, settings: settings, bindings: bindings,
        interpreter: interpreter, now: now))
  }
}
