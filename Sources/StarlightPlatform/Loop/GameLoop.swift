import CSDL2
import Foundation
import Logging
import StarlightCore

/// The live loop: pumps SDL events about every millisecond (so presses are stamped
/// precisely), runs the session's fixed 1000 Hz steps up to now, hands effects to
/// audio, and draws at the render rate, decoupled from the simulation.
public final class GameLoop {
  /// Sleep between pumps while waiting for the next frame: half a millisecond, so presses
  /// are stamped within about a millisecond and frames are not late by a whole sleep
  /// (SDL_Delay's 1 ms granularity cost about a quarter of the frames at 144 fps).
  private static let pumpIntervalMicroseconds: useconds_t = 500
  private static let maxFlashes = 16

  private let canvas: Canvas
  private let audio: AudioManager
  private let capture: InputCapture
  private let clock: PerformanceClock
  private let options: PlayOptions
  private let controllers = ControllerHub()
  private let logger = Logger(label: "starlight.loop")
  private var flashes: [FirewallView.Flash] = []
  private var screenshotCounter = 0
  private var pendingScreenshot = false

  public private(set) var statistics = FrameStatistics()
  /// Called for each finished attempt (to save its replay).
  public var onAttemptFinished: (Replay, RunSummary) -> Void = { _, _ in }
  /// Called when the player toggles mute, so the choice can be persisted.
  public var onMuteChanged: (Bool) -> Void = { _ in }
  /// Where F12 screenshots go.
  public var screenshotsDirectory: String = NSTemporaryDirectory()
  /// A line shown at the bottom of the screen (settings trouble, no audio device...).
  public var notice: String?
  /// Focus and audio-device interruptions: when to pause, and the "Welcome back" overlay.
  public var interruptions = InterruptionState()
  /// Plays the session's rumble; nil for none. Controller events reach it through the hub.
  public var haptics: HapticManager? {
    didSet { controllers.haptics = haptics }
  }

  public init(
    canvas: Canvas, audio: AudioManager, capture: InputCapture, clock: PerformanceClock,
    options: PlayOptions
  ) {
    self.canvas = canvas
    self.audio = audio
    self.capture = capture
    self.clock = clock
    self.options = options
  }

  /// Plays the session until the player quits (or `--quit-after`); returns the session.
  @discardableResult
  public func run(_ initial: FirewallSession, keyLabels: [String]) -> FirewallSession {
    var session = initial
    let view = FirewallView(keyLabels: keyLabels)
    let frameInterval = Nanoseconds.perSecond / Nanoseconds(max(1, options.renderRate))
    capture.install()
    defer { capture.uninstall() }
    let start = clock.now()
    apply(session.startEffects(now: start), session: &session, now: start)
    var nextFrame = clock.now()
    var running = true
    while running {
      running = pumpEvents(&session)
      let now = clock.now()
      if let change = audio.update(now: now) { handle(change, session: &session) }
      // Song time follows the frames the audio device consumes; without audio the
      // session's own timeline runs on the monotonic clock.
      if let heard = audio.songTime(at: now) { session.follow(songTime: heard, at: now) }
      for input in capture.drain() {
        session.input(lane: input.lane, action: input.action, stamp: input.stamp)
      }
      let effects = session.update(now: now)
      apply(effects.game, songTime: session.songTime(at: now), run: session.run)
      if !apply(effects.session, session: &session, now: now) { running = false }
      haptics?.update(now: now)
      if let limit = options.quitAfter, session.songTime(at: now) >= limit { running = false }
      if now >= nextFrame || !running {
        view.draw(
          session, songTime: session.songTime(at: now), flashes: flashes,
          notice: notice ?? audio.status.notice, on: canvas)
        InterruptionOverlay.draw(interruptions.overlay, audio: audio.status, on: canvas)
        if pendingScreenshot {
          pendingScreenshot = false
          saveScreenshot(to: nextScreenshotPath())
        }
        if !running, let path = options.screenshotPath { saveScreenshot(to: path) }
        canvas.present()
        statistics.markFrame()
        nextFrame = max(nextFrame + frameInterval, now)
      } else {
        usleep(Self.pumpIntervalMicroseconds)
      }
    }
    if session.phase == .playing {
      apply(
        [.attemptFinished(session.currentReplay, RunSummary(run: session.run))],
        session: &session, now: clock.now())
    }
    haptics?.stopAll()
    audio.fadeOutForQuit()
    return session
  }

  /// Shows an error until Esc, a window close, or `--quit-after`.
  public func showError(title: String, lines: [String]) {
    let start = clock.now()
    var running = true
    while running {
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 {
        switch SystemKey.from(event) {
        case .quit, .menu(.pause), .menu(.confirm): running = false
        case .screenshot: saveScreenshot(to: nextScreenshotPath())
        default: break
        }
      }
      if let limit = options.quitAfter, clock.now() - start >= limit { running = false }
      ErrorView.draw(title: title, lines: lines, on: canvas)
      if !running, let path = options.screenshotPath { saveScreenshot(to: path) }
      canvas.present()
      SDL_Delay(UInt32(1_000 / PlayOptions.defaultRenderRate))
    }
  }

  /// Handles window, menu and system events; false when the game should exit.
  private func pumpEvents(_ session: inout FirewallSession) -> Bool {
    var event = SDL_Event()
    var keepRunning = true
    while SDL_PollEvent(&event) != 0 {
      controllers.handle(event)
      if event.type == SDL_WINDOWEVENT.rawValue {
        let kind = SDL_WindowEventID(UInt32(event.window.event))
        if kind == SDL_WINDOWEVENT_FOCUS_LOST || kind == SDL_WINDOWEVENT_MINIMIZED {
          // Whatever the session makes of it, no pad rumbles on while the game is away.
          haptics?.stopAll()
          let action = interruptions.focusLost(gamePlaying: session.phase == .playing)
          keepRunning = act(on: action, session: &session) && keepRunning
        } else if kind == SDL_WINDOWEVENT_FOCUS_GAINED || kind == SDL_WINDOWEVENT_RESTORED {
          keepRunning = act(on: interruptions.focusGained(), session: &session) && keepRunning
        }
        continue
      }
      if let change = audio.handle(event) {
        handle(change, session: &session)
        continue
      }
      if interruptions.swallowsInput, Self.isPress(event) {
        // The overlay takes the press (the session ignores presses stamped before resume).
        keepRunning = act(on: interruptions.press(), session: &session) && keepRunning
        continue
      }
      switch SystemKey.from(event) {
      case .quit:
        keepRunning = false
      case .menu(let command):
        let now = clock.now()
        keepRunning =
          apply(session.command(command, now: now), session: &session, now: now) && keepRunning
      case .screenshot:
        pendingScreenshot = true
      case .toggleMute:
        audio.setMuted(!audio.isMuted)
        onMuteChanged(audio.isMuted)
      case nil:
        break
      }
    }
    return keepRunning
  }

  private func apply(_ effects: [GameEffect], songTime: Nanoseconds, run: FirewallRun) {
    for effect in effects {
      switch effect {
      case .sound(let sound):
        audio.play(sound)
      case .judged(let index, let judgement), .tailJudged(let index, let judgement):
        addFlash(
          for: run.notes[index].lane, judgement: judgement, tiers: run.windows, songTime: songTime)
      case .rumble(let rumble):
        haptics?.play(effect: rumble)
      case .emptyBlock, .integrityDepleted, .allNotesResolved:
        break
      }
    }
  }

  /// Applies session effects; false when the session asked to quit.
  @discardableResult
  private func apply(
    _ effects: [SessionEffect], session: inout FirewallSession, now: Nanoseconds
  ) -> Bool {
    var keepRunning = true
    for effect in effects {
      switch effect {
      case .playMusic(let position):
        audio.playSong(from: position, now: now)
        flashes = []
      case .pauseMusic:
        audio.pauseMusic(now: now)
      case .resumeMusic(let position):
        audio.resumeMusic(at: position, now: now)
      case .stopMusic:
        audio.stopMusic()
      case .stopRumble:
        haptics?.stopAll()
      case .attemptFinished(let replay, let summary):
        onAttemptFinished(replay, summary)
      case .quit:
        keepRunning = false
      }
    }
    return keepRunning
  }

  /// Pauses or resumes the session as an interruption asks; false when it asked to quit.
  private func act(on action: InterruptionState.Action, session: inout FirewallSession) -> Bool {
    let now = clock.now()
    switch action {
    case .none:
      return true
    case .pauseGame:
      return apply(session.interrupt(now: now), session: &session, now: now)
    case .resumeGame:
      guard case .paused = session.phase else { return true }
      return apply(session.command(.pause, now: now), session: &session, now: now)
    }
  }

  /// The audio device went away or settled: pause the game meanwhile.
  private func handle(_ change: AudioDeviceChange, session: inout FirewallSession) {
    switch change {
    case .lost:
      _ = act(
        on: interruptions.deviceLost(gamePlaying: session.phase == .playing), session: &session)
    case .restored, .gaveUp:
      _ = act(on: interruptions.deviceSettled(), session: &session)
    }
  }

  private static func isPress(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN: return event.key.repeat == 0
    case SDL_CONTROLLERBUTTONDOWN, SDL_MOUSEBUTTONDOWN: return true
    default: return false
    }
  }

  private func addFlash(
    for lane: Int, judgement: Judgement, tiers: HitWindows, songTime: Nanoseconds
  ) {
    let flash: FirewallView.Flash
    switch judgement {
    case .hit(let tier, _):
      flash = FirewallView.Flash(
        lane: lane, text: tiers.tiers[tier].name.uppercased(),
        color: Palette.tierColors[min(tier, Palette.tierColors.count - 1)], time: songTime)
    case .miss:
      flash = FirewallView.Flash(lane: lane, text: "MISS", color: Palette.bad, time: songTime)
    }
    flashes.append(flash)
    if flashes.count > Self.maxFlashes { flashes.removeFirst(flashes.count - Self.maxFlashes) }
  }

  private func nextScreenshotPath() -> String {
    screenshotCounter += 1
    let stamp = Int(Date().timeIntervalSince1970)
    return "\(screenshotsDirectory)/starlight-\(stamp)-\(screenshotCounter).png"
  }

  private func saveScreenshot(to path: String) {
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try canvas.saveScreenshot(to: path)
      notice = "Screenshot saved: \(path)"
    } catch {
      logger.error("screenshot failed: \(error)")
      notice = "Screenshot failed: \(error)"
    }
  }
}
