import StarlightCore

/// A full-screen error (a map that cannot be played): any back or confirm closes it.
final class ErrorScene: Scene {
  private let title: String
  private let lines: [String]
  private var startedAt: Nanoseconds?

  init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }

  var inputMode: InputMode { .menus }
  var isPlaying: Bool { false }

  /// `--quit-after` counts the time the error has been shown.
  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { now - (startedAt ?? now) }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    command == .back || command == .confirm || command == .pause ? .finished : .running
  }

  func handle(_ input: StampedInput) {}

  func update(now: Nanoseconds) -> SceneStatus {
    if startedAt == nil { startedAt = now }
    return .running
  }

  /// Nothing is due before a key.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? { nil }

  func interrupt(now: Nanoseconds) {}
  func resumeAfterInterruption(now: Nanoseconds) {}
  func follow(audio: AudioManager, now: Nanoseconds) {}

  func draw(now: Nanoseconds, on canvas: Canvas) {
    ErrorView.draw(title: title, lines: lines, on: canvas)
  }

  func close(now: Nanoseconds) {}
}
