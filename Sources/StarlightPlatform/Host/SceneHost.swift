import Logging
import StarlightCore

/// The one live loop, for the story's screens and every chapter alike: pumps events about
/// every half millisecond (so presses are stamped precisely), runs the scene up to now,
/// and draws at the render rate, decoupled from the simulation, always on the canvas's
/// drawing thread. Live play judges on a thread of its own that never draws, and pumps on
/// the window's thread while a frame is drawn (`SceneHost+Threads`); the steps are the
/// same either way. Its clock and event source come in through protocols, so tests run it on a manual
/// clock and scripted events.
public final class SceneHost {
  public let canvas: Canvas
  let audio: AudioManager
  let events: any EventSource
  let clock: any HostClock
  let options: PlayOptions
  public let interpreter: EffectInterpreter
  public let screenshots: ScreenshotService
  private let logger = Logger(label: "starlight.host")

  public internal(set) var statistics = FrameStatistics()
  /// CPU time the judging threads spent (live play; drawing's is in `statistics`).
  public internal(set) var judgingCPUTime: Nanoseconds = 0
  /// CPU time the window's thread spent pumping events in live play (`--stats`).
  public internal(set) var eventsCPUTime: Nanoseconds = 0
  /// Wakes the judging thread from its sleep until the next due event: an input arrived.
  public let judgingWake = WakeSignal()
  /// Presses stamped off the drawing thread (evdev), drained by the judging path.
  public let directInputs: StampedInputQueue
  /// Where the judging and drawing threads ask for their scheduling (live play); nil runs
  /// everything on the calling thread as it is.
  public var priorities: ThreadPriorities?
  public var notices = NoticeBoard()
  /// Imports files dropped on the window into the chart library; nil where there is none.
  public var droppedFiles: DroppedFileImports?
  /// Lasting notices from other threads (a save that failed on the writer's), put on the
  /// board as each frame is built.
  public let mailbox = NoticeMailbox()
  /// Focus and audio-device interruptions: when to pause, and the "Welcome back" overlay.
  public var interruptions = InterruptionState()
  /// Whether pulling a gamepad paused the chapter in play, so plugging one back continues it.
  private var pausedByUnplug = false
  /// When the frame being built began, for the statistics' drawing and presenting times.
  private var drawStart: Nanoseconds = 0
  /// The frame rate drawn at: `--fps` until the frame cap changes it.
  public let pacing: FramePacing
  /// Called when the player toggles mute, so the choice can be persisted.
  public var onMuteChanged: (Bool) -> Void = { _ in }

  public init(
    canvas: Canvas, audio: AudioManager, events: any EventSource, clock: any HostClock,
    options: PlayOptions, interpreter: EffectInterpreter
  ) {
    self.canvas = canvas
    self.audio = audio
    self.events = events
    events.waitOn(window: canvas.windowID)
    self.clock = clock
    self.options = options
    self.interpreter = interpreter
    screenshots = ScreenshotService(canvas: canvas, mailbox: mailbox)
    directInputs = StampedInputQueue(arrival: judgingWake)
    pacing = FramePacing(framesPerSecond: options.renderRate)
  }

  public var now: Nanoseconds { clock.now() }

  /// Runs `scene` until it finishes, the window closes, or `--quit-after` passes: on one
  /// thread (tests, a manual clock), or with judging on a thread of its own (live play).
  func run(_ scene: any Scene) {
    if let priorities, options.judgingThread {
      runThreaded(scene, priorities: priorities)
    } else {
      runInterleaved(scene)
    }
    scene.close(now: clock.now())
    // An attempt closed here saves its replay now: a failure is on the board for the next
    // scene (and for whoever reads it after the run).
    collectNotices(now: clock.now())
  }

  /// Puts the notices other threads posted on the board (under the world lock, or on the
  /// one thread).
  func collectNotices(now: Nanoseconds) {
    for notice in mailbox.take() {
      switch notice {
      case .lasting(let text): notices.post(lasting: text)
      case .passing(let text): notices.post(passing: text, now: now)
      }
    }
  }

  /// Pumping, judging and drawing in turn on the calling thread.
  private func runInterleaved(_ scene: any Scene) {
    var pacer = FramePacer(renderRate: options.renderRate, now: clock.now())
    var running = true
    while running {
      pacer.follow(pacing)
      running = pumpStep(scene)
      let (now, judging) = judgeStep(scene)
      running = running && judging
      if pacer.isFrameDue(at: now) || !running {
        canvas.perform {
          canvas.follow(vsync: pacing.vsync)
          if let shot = draw(scene, now: now, last: !running), let line = saveScreenshot(to: shot) {
            notices.post(passing: line, now: now)
          }
          present()
        }
        pacer.frameDrawn(at: now)
      } else {
        clock.idle(for: FramePacer.pumpInterval)
      }
    }
  }

  /// The window's events, read and handled (SDL reads them on the thread that made the
  /// window); false when the game should exit.
  func pumpStep(_ scene: any Scene) -> Bool {
    events.setMode(interruptions.swallowsInput ? .menus : scene.inputMode)
    events.setOverlayKeys(interruptions.swallowsInput ? .closed : scene.overlayKeys)
    if let bindings = scene.bindings { events.setMenuBindings(bindings) }
    return pump(scene)
  }

  /// The judging path: presses stamped off this thread, the audio device, the scene run up
  /// to now (its effects, hit sounds among them, handed to the audio thread), rumble; false
  /// when the scene finished or `--quit-after` passed. Never draws.
  func judgeStep(_ scene: any Scene) -> (now: Nanoseconds, running: Bool) {
    for input in directInputs.drain() where !interruptions.swallowsInput {
      scene.handle(input)
    }
    let now = clock.now()
    var running = true
    if let change = audio.update(now: now) { handle(change, scene: scene, now: now) }
    // A song chapter's time follows the frames the audio device consumes; without audio
    // it runs on the monotonic clock.
    scene.follow(audio: audio, now: now)
    if scene.update(now: now) == .finished { running = false }
    interpreter.haptics?.update(now: now)
    if let limit = options.quitAfter, let time = scene.chapterTime(at: now), time >= limit {
      running = false
    }
    return (now, running)
  }

  /// Handles the events that mean the same everywhere and passes the rest to the scene;
  /// false when the game should exit.
  private func pump(_ scene: any Scene) -> Bool {
    var keepRunning = true
    let polled = events.poll()
    // What was pumped is handed over now: judging looks at it without waiting for its
    // next due event.
    if !polled.isEmpty { judgingWake.signal() }
    for event in polled {
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
      case .press(let press):
        guard !interruptions.swallowsInput else { continue }
        scene.handle(press: press, now: now)
      case .page(let delta):
        guard !interruptions.swallowsInput else { continue }
        scene.handle(page: delta, now: now)
      case .padInUse(let pad):
        scene.handle(padInUse: pad)
      case .droppedFile(let path):
        if scene.takeDrop(path, now: now) { continue }
        notices.post(passing: Self.dropNotice(path, importing: droppedFiles), now: now)
      }
    }
    for line in droppedFiles?.takeFinished() ?? [] {
      notices.post(passing: line, now: clock.now())
    }
    return keepRunning
  }

  /// Builds the frame (under the world lock when judging runs on its own thread); the
  /// present, which may block for a refresh, comes after, outside it. Returns where an F12
  /// screenshot of it goes, to be saved (`saveScreenshot`) once the lock is let go.
  @discardableResult
  func draw(_ scene: any Scene, now: Nanoseconds, last: Bool) -> String? {
    drawStart = clock.now()
    collectNotices(now: now)
    scene.draw(now: now, on: canvas)
    InterruptionOverlay.draw(interruptions.overlay, audio: audio.status, on: canvas)
    StatusLine.draw(
      notices: notices.lines(at: now) + [audio.status.notice].compactMap { $0 },
      muted: audio.isMuted, time: now, on: canvas)
    if last, let path = options.screenshotPath { screenshots.save(to: path) }
    return screenshots.takePending()
  }

  /// Saves the frame just drawn to `path`, before it is presented; the line for the notice
  /// board, or nil when the writer thread encodes and writes it (its line then comes through
  /// the mailbox). Outside the world lock: reading the pixels back takes a while, and a
  /// thread holding the lock that judging waits for runs at judging's real-time priority
  /// (priority inheritance), where the kernel's limit on real-time CPU time without a
  /// pause (RLIMIT_RTTIME, 100 ms as RealtimeKit's clients set it) ends the game with
  /// SIGXCPU.
  func saveScreenshot(to path: String) -> String? {
    screenshots.saveRequested(to: path)
  }

  func present() {
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

  /// Starts importing a dropped file and says so.
  static func dropNotice(_ path: String, importing imports: DroppedFileImports?) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let imports else { return "\(name) was not imported: this window has no chart library" }
    imports.start(path)
    return "Importing \(name) into the chart library..."
  }
}
