import StarlightCore

/// The overlays of an interruption: "reconnecting" while the audio device is away, and
/// "Welcome back" when the game waits for a press to resume.
enum InterruptionOverlay {
  static func draw(_ overlay: InterruptionState.Overlay, audio: AudioStatus, on canvas: Canvas) {
    switch overlay {
    case .none:
      return
    case .reconnecting:
      MenuOverlay.draw(
        title: "Audio device lost",
        lines: ["Reconnecting to the default output...", "The game is paused until it is back."],
        items: [], selected: "", on: canvas)
    case .welcomeBack:
      var lines = ["Press any key or button to resume."]
      if let notice = audio.notice { lines.append(notice) }
      MenuOverlay.draw(title: "Welcome back", lines: lines, items: [], selected: "", on: canvas)
    }
  }
}
