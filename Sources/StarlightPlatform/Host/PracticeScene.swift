import StarlightCore

/// A practice run in play: the loop's session, Chapter 4's view of the pass on screen, the
/// practice HUD (loop number, each pass's accuracy), the Esc menu and, at a natural stop,
/// the break reminder.
final class PracticeScene: Scene {
  private(set) var session: PracticeSession
  private let view: any ChapterView
  private let bindings: InputMode
  /// The player's keys, which the finished menu names.
  private let keys: KeyHints
  private let interpreter: EffectInterpreter
  private let visualOffset: Nanoseconds
  private let breaks: BreakWatch?
  /// When the loop began: `--quit-after` counts time in practice, song time repeating.
  private let startedAt: Nanoseconds

  /// Chapter 4's view, bindings and visual offset come from `setup`; `sourceLabel` says who
  /// plays when nobody is ("REPLAY"), else the setup's bots say so.
  init(
    session: PracticeSession, setup: ChapterSetup, sourceLabel: String? = nil,
    interpreter: EffectInterpreter, breaks: BreakWatch?, now: Nanoseconds
  ) {
    self.session = session
    view = setup.views(sourceLabel: sourceLabel).view(for: .firewall)
    bindings = setup.controls(for: .firewall)
    keys = KeyHints(setup.bindings)
    self.interpreter = interpreter
    visualOffset = setup.visualOffset
    self.breaks = breaks
    startedAt = now
    interpreter.apply(self.session.start(now: now), now: now)
  }

  /// Why the run ended, once it has.
  var exit: PracticeExit? {
    if case .exited(let reason) = session.phase { return reason }
    return nil
  }

  var inputMode: InputMode {
    guard session.phase == .running, breaks?.isShowing != true else { return .menus }
    return bindings
  }

  var isPlaying: Bool { session.phase == .running }

  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { now - startedAt }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if let breaks, breaks.isShowing {
      // The loop held its gap while the reminder was up: once answered, on with the next pass.
      if breaks.handle(command) { interpreter.apply(session.releaseGap(now: now), now: now) }
      return status
    }
    interpreter.apply(session.command(command, now: now), now: now)
    return status
  }

  func handle(_ input: StampedInput) {
    session.input(input.input, stamp: input.stamp)
  }

  func update(now: Nanoseconds) -> SceneStatus {
    interpreter.apply(session.update(now: now), now: now)
    if let breaks, session.phase == .running || session.phase == .finished {
      if !session.isAtNaturalStop { breaks.activity() }
      // A reminder waits for a natural stop (never over notes); in a gap the loop holds
      // until it is answered.
      if session.isAtNaturalStop, breaks.naturalStop() { session.holdGap(now: now) }
    }
    return status
  }

  func interrupt(now: Nanoseconds) {
    interpreter.apply(session.interrupt(now: now), now: now)
  }

  func resumeAfterInterruption(now: Nanoseconds) {
    guard case .menu = session.phase else { return }
    interpreter.apply(session.command(.back, now: now), now: now)
  }

  func follow(audio: AudioManager, now: Nanoseconds) {
    guard let heard = audio.songTime(at: now) else { return }
    session.follow(songTime: heard, at: now)
  }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    if let pass = session.passOnScreen {
      view.draw(pass.rules, time: pass.chapterTime(at: now + visualOffset), on: canvas)
    } else {
      canvas.clear(Palette.background)
    }
    PracticeHUDView.draw(session, now: now, on: canvas)
    switch session.phase {
    case .menu(let selection):
      MenuOverlay.draw(
        title: "Practice paused", lines: PracticeHUDView.menuLines(session),
        items: PracticeMenuItem.allCases.map(\.rawValue), selected: selection.rawValue, on: canvas)
    case .finished:
      PracticeHUDView.drawFinished(session, keys: keys, on: canvas)
    case .running, .exited:
      break
    }
    if let breaks, breaks.isShowing { BreakReminderView.draw(breaks, on: canvas) }
  }

  func close(now: Nanoseconds) {
    interpreter.apply(session.abandon(now: now), now: now)
  }

  private var status: SceneStatus { exit == nil ? .running : .finished }
}
