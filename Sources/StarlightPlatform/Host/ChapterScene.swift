import Foundation
import StarlightCore

/// One attempt at a chapter: the session, its view, and the overlays drawn on top (pause
/// menu, count-in). The story scene holds one while a chapter is played; `replay FILE`
/// runs one on its own.
final class ChapterScene: Scene {
  private(set) var session: ChapterSession
  private let view: any ChapterView
  private let bindings: InputMode
  private let interpreter: EffectInterpreter
  /// How late the display shows a frame: the view draws that far ahead of chapter time, so
  /// the frame is seen at the moment it stands for (positive: a slow display).
  private let visualOffset: Nanoseconds

  init(
    session: ChapterSession, view: any ChapterView, bindings: InputMode,
    interpreter: EffectInterpreter, visualOffset: Nanoseconds = 0, now: Nanoseconds
  ) {
    self.session = session
    self.view = view
    self.bindings = bindings
    self.interpreter = interpreter
    self.visualOffset = visualOffset
    interpreter.apply(session.startEffects(now: now), now: now)
  }

  var inputMode: InputMode { session.phase == .playing ? bindings : .menus }

  var isPlaying: Bool {
    switch session.phase {
    case .playing, .countIn: true
    default: false
    }
  }

  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { session.chapterTime(at: now) }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    interpreter.apply(session.command(command, now: now), now: now)
    return status
  }

  func handle(_ input: StampedInput) {
    session.input(input.input, stamp: input.stamp)
  }

  func update(now: Nanoseconds) -> SceneStatus {
    interpreter.apply(session.update(now: now), now: now)
    return status
  }

  func interrupt(now: Nanoseconds) {
    interpreter.apply(session.interrupt(now: now), now: now)
  }

  func resumeAfterInterruption(now: Nanoseconds) {
    guard case .paused = session.phase else { return }
    interpreter.apply(session.command(.back, now: now), now: now)
  }

  func follow(audio: AudioManager, now: Nanoseconds) {
    guard session.playsOwnSong, let heard = audio.songTime(at: now) else { return }
    session.follow(songTime: heard, at: now)
  }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    view.draw(session.rules, time: session.chapterTime(at: now) + visualOffset, on: canvas)
    switch session.phase {
    case .paused(let selection):
      MenuOverlay.draw(
        title: "Paused", lines: ["Chapter \(session.chapter.number): \(session.chapter.title)"],
        items: PauseMenuItem.allCases.map(\.rawValue), selected: selection.rawValue, on: canvas)
    case .countIn:
      let seconds = session.countInSeconds(at: now) ?? 1
      canvas.drawText(
        "\(seconds)", x: Canvas.logicalWidth / 2, y: Canvas.logicalHeight / 2 - 60, size: 96,
        Palette.accent, alignment: .center)
    case .playing, .finished, .quit:
      break
    }
  }

  func close(now: Nanoseconds) {
    interpreter.apply(session.abandon(now: now), now: now)
  }

  private var status: SceneStatus {
    switch session.phase {
    case .finished, .quit: .finished
    default: .running
    }
  }
}
