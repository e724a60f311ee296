import Logging
import StarlightCore

/// The one live loop, for the story's screens and every chapter alike: pumps events about
/// every half millisecond (so presses are stamped precisely), runs the scene up to now,
/// and draws at the render rate, decoupled from the simulation. Its clock and event source
/// come in through protocols, so tests run it on a manual clock and scripted events.
public final class SceneHost {
  private let canvas: Canvas
  private let audio: AudioManager
  private let events: any EventSource
  private let clock: any HostClock
  private let options: PlayOptions
  public let interpreter: EffectInterpreter
  public let screenshots: ScreenshotService
  private let logger = Logger(label: "starlight.host")

  public private(set) var statistics = FrameStatistics()
  public var notices = NoticeBoard()
  /// Focus and audio-device interruptions: when to pause, and the "Welcome back" overlay.
  public var interruptions = InterruptionState()
  /// Whether pulling a gamepad paused the chapter in play, so plugging one back continues it.
  private var pausedByUnplug = false
  /// Called when the player toggles mute, so the choice can be persisted.
  public var onMuteChanged: (Bool) -> Void = { _ in }

  public init(
    canvas: Canvas, audio: AudioManager, events: any EventSource, clock: any HostClock,
    options: PlayOptions, interpreter: EffectInterpreter
  ) {
    self.canvas = canvas
    self.audio = audio
    self.events = events
    self.clock = clock
    self.options = options
    self.interpreter = interpreter
    screenshots = ScreenshotService(canvas: canvas)
  }

  public var now: Nanoseconds { clock.now() }

  /// Runs `scene` until it finishes, the window closes, or `--quit-after` passes.
  func run(_ scene: any Scene) {
    var pacer = FramePacer(renderRate: options.renderRate, now: clock.now())
    var running = true
    while running {
      events.setMode(interruptions.swallowsInput ? .menus : scene.inputMode)
      events.setOverlayKeys(interruptions.swallowsInput ? .closed : scene.overlayKeys)
      running = pump(scene)
      let now = clock.now()
      if let change = audio.update(now: now) { handle(change, scene: scene, now: now) }
      // A song chapter's time follows the frames the audio device consumes; without audio
      // it runs on the monotonic clock.
      scene.follow(audio: audio, now: now)
      if scene.update(now: now) == .finished { running = false }
      interpreter.haptics?.update(now: now)
      if let limit = options.quitAfter, let time = scene.chapterTime(at: now), time >= limit {
        running = false
      }
      if pacer.isFrameDue(at: now) || !running {
        draw(scene, now: now, last: !running)
        pacer.frameDrawn(at: now)
      } else {
        clock.idle(for: FramePacer.pumpInterval)
      }
    }
    scene.close(now: clock.now())
  }

  /// Handles the events that mean the same everywhere and passes the rest to the scene;
  /// false when the game should exit.
  private func pump(_ scene: any Scene) -> Bool {
    var keepRunning = true
    for event in events.poll() {
      let now = clock.now()
      switch event {
      case .quit:
        keepRunning = false
      case .focusLost:
        // Whatever the scene makes of it, no pad rumbles on while the game is away.
        interpreter.haptics?.stopAll()
        act(on: interruptions.focusLost(gamePlaying: scene.isPlaying), scene: scene, now: now)
      case .focusGained:
        act(on: interruptions.focusGained(), scene: scene, now: now)
      case .audioDevice(let change):
        handle(change, scene: scene, now: now)
      case .controllerRemoved:
        guard scene.isPlaying else { continue }
        scene.interrupt(now: now)
        pausedByUnplug = true
        notices.post(passing: "Controller disconnected: plug it back in to continue", now: now)
      case .controllerAdded:
        guard pausedByUnplug else { continue }
        pausedByUnplug = false
        scene.resumeAfterInterruption(now: now)
      case .anyPress:
        if interruptions.swallowsInput {
          act(on: interruptions.press(), scene: scene, now: now)
        }
      case .screenshot:
        screenshots.request()
      case .toggleMute:
        audio.setMuted(!audio.isMuted)
        onMuteChanged(audio.isMuted)
      case .menu(let command):
        guard !interruptions.swallowsInput else { continue }
        if scene.handle(command, now: now) == .finished { keepRunning = false }
      case .gameplay(let input):
        guard !interruptions.swallowsInput else { continue }
        scene.handle(input)
      case .overlay(let input):
        guard !interruptions.swallowsInput else { continue }
        scene.handle(overlay: input, now: now)
      case .pointer(let input):
        guard !interruptions.swallowsInput else { continue }
        scene.handle(pointer: input, now: now)
      case .text(let edit):
        guard !interruptions.swallowsInput else { continue }
        scene.handle(text: edit, now: now)
      }
    }
    return keepRunning
  }

  private func draw(_ scene: any Scene, now: Nanoseconds, last: Bool) {
    let drawStart = clock.now()
    scene.draw(now: now, on: canvas)
    InterruptionOverlay.draw(interruptions.overlay, audio: audio.status, on: canvas)
    StatusLine.draw(
      notices: notices.lines(at: now) + [audio.status.notice].compactMap { $0 },
      muted: audio.isMuted, on: canvas)
    if let saved = screenshots.takePending() { notices.post(passing: saved, now: now) }
    if last, let path = options.screenshotPath { screenshots.save(to: path) }
    let presentStart = clock.now()
    canvas.present()
    statistics.markFrame(drawStart: drawStart, presentStart: presentStart, end: clock.now())
  }

  /// Pauses or resumes the scene as an interruption asks.
  private func act(on action: InterruptionState.Action, scene: any Scene, now: Nanoseconds) {
    switch action {
    case .none: break
    case .pauseGame: scene.interrupt(now: now)
    case .resumeGame: scene.resumeAfterInterruption(now: now)
    }
  }

  /// The audio device went away or settled: pause the game meanwhile.
  private func handle(_ change: AudioDeviceChange, scene: any Scene, now: Nanoseconds) {
    switch change {
    case .lost:
      act(on: interruptions.deviceLost(gamePlaying: scene.isPlaying), scene: scene, now: now)
    case .restored, .gaveUp:
      act(on: interruptions.deviceSettled(), scene: scene, now: now)
    }
  }
}

extension SceneHost {
  /// Plays one attempt at a chapter (a watched replay, or a bot's run) until its result,
  /// a quit from the pause menu, the window closing or `--quit-after`; returns the session.
  @discardableResult
  public func runChapter(_ session: ChapterSession, setup: ChapterSetup, sourceLabel: String?)
    -> ChapterSession
  {
    // Every asset is in before a chapter starts: its song, Chapter 6's finale.
    audio.finishPreloading()
    let scene = ChapterScene(
      session: session, view: setup.views(sourceLabel: sourceLabel).view(for: session.chapter),
      bindings: setup.controls(for: session.chapter), interpreter: interpreter,
      offsets: setup.offsets,
      overlay: DevOverlay(visible: setup.devOverlay, chapter: session.chapter), now: now)
    scene.onOffsetsChosen = setup.onOffsetsChosen
    scene.profiles = setup.profiles
    run(scene)
    return scene.session
  }
}

extension SceneHost {
  /// Shows an error until Esc, Enter, a window close, or `--quit-after`.
  public func showError(title: String, lines: [String]) {
    run(ErrorScene(title: title, lines: lines))
  }
}

extension SceneHost {
  /// Runs the story: the title screen (or a chapter's card, or the whole story under
  /// autoplay), every chapter it starts, until Quit, the window closing or `--quit-after`.
  /// Returns the flow as it ended.
  @discardableResult
  public func runStory(
    _ flow: StoryFlow, setup: ChapterSetup, onProgress: @escaping (StoryProgress) -> String?,
    onSettings: @escaping (MenuSettings) -> Void, settings: SettingsStore? = nil,
    breaks: BreakWatch? = nil, library: FreePlayLibrary? = nil
  ) -> StoryFlow {
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: interpreter, onProgress: onProgress,
      onSettings: onSettings, settings: settings, breaks: breaks, library: library, now: now)
    run(scene)
    return scene.flow
  }
}

extension SceneHost {
  /// A practice replay watched: the recorded passes played through the loop, until the
  /// player leaves (Esc) or the window closes.
  public func watchPractice(_ session: PracticeSession, setup: ChapterSetup) {
    audio.finishPreloading()
    run(
      PracticeScene(
        session: session, setup: setup, sourceLabel: "REPLAY", interpreter: interpreter,
        breaks: nil, now: now))
  }

  /// Practice mode on its own (`play --practice`): the section chooser (prefilled with
  /// `plan`), or the loop at once when `playAtOnce`, until the player leaves.
  public func runPractice(
    on map: BeatMap, setup: ChapterSetup, plan: PracticePlan?, playAtOnce: Bool,
    breaks: BreakWatch?
  ) {
    audio.finishPreloading()
    run(
      PracticeFlowScene(
        map: map, setup: setup, interpreter: interpreter, breaks: breaks, plan: plan,
        playAtOnce: playAtOnce, now: now))
  }
}
