import Foundation
import StarlightCore

/// A chapter's title card: its number and name large over the sky, what the player does,
/// whether Auto-Assist is on, and a line filling up until the chapter starts. It fades in
/// from black and out to black.
struct TitleCardView {
  /// The player's keys, which the footer names.
  var keys = KeyHints.defaults
  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    guard case .titleCard(let chapter, let since) = flow.screen else { return }
    let duration = flow.tuning.titleCardDuration
    StoryBackdrop().draw(time: time, on: canvas)
    let centerX = StoryStyle.centerX
    let position = flow.chapters.firstIndex(of: chapter).map { $0 + 1 }
    let kicker = position.map { "CHAPTER \(chapter.number)  -  \($0) OF \(flow.chapters.count)" }
    canvas.drawText(
      kicker ?? "CHAPTER \(chapter.number)", x: centerX, y: 200, size: 20, StoryPalette.accent,
      alignment: .center)
    let title = chapter.title.uppercased()
    for (dx, dy) in [(-3, 0), (3, 0), (0, -3), (0, 3)] {
      canvas.drawText(
        title, x: centerX + dx, y: 246 + dy, size: 64, StoryPalette.titleGlow.withAlpha(60),
        alignment: .center)
    }
    canvas.drawText(title, x: centerX, y: 246, size: 64, StoryPalette.title, alignment: .center)
    StoryChrome.rule(centerX: centerX, y: 336, width: 520, on: canvas)
    canvas.drawText(
      chapter.tagline, x: centerX, y: 362, size: 20, StoryPalette.text, alignment: .center)
    if flow.autoAssist(for: chapter) {
      canvas.drawText(
        "Auto-Assist is on: this chapter is easier now.", x: centerX, y: 408, size: 16,
        StoryPalette.accent, alignment: .center)
    }
    drawCountdown(since: since, duration: duration, time: time, on: canvas)
    if !flow.isAutoplay {
      StoryChrome.footer([(keys.key(.confirm), "Skip"), (KeyHints.escape, "Back")], on: canvas)
    }
    drawVeil(since: since, duration: duration, time: time, on: canvas)
  }

  private func drawCountdown(
    since: Nanoseconds, duration: Nanoseconds, time: Nanoseconds, on canvas: Canvas
  ) {
    let width = 360
    let left = StoryStyle.centerX - width / 2
    let y = 470
    let filled = StoryStyle.progress(since: since, time: time, duration: duration)
    canvas.fill(x: left, y: y, width: width, height: 4, StoryPalette.barEmpty)
    canvas.fill(x: left, y: y, width: Int(Double(width) * filled), height: 4, StoryPalette.barFull)
  }

  /// Black over everything, fading out at the start and in again at the end.
  private func drawVeil(
    since: Nanoseconds, duration: Nanoseconds, time: Nanoseconds, on canvas: Canvas
  ) {
    let fade = StoryStyle.titleCardFade
    let fadeIn = StoryStyle.progress(since: since, time: time, duration: fade)
    let fadeOut = StoryStyle.progress(since: since + duration - fade, time: time, duration: fade)
    let darkness = max(1 - fadeIn, fadeOut)
    guard darkness > 0 else { return }
    canvas.fill(
      x: 0, y: 0, width: StoryStyle.width, height: StoryStyle.height,
      Color(0, 0, 0, UInt8(255 * darkness)))
  }
}
