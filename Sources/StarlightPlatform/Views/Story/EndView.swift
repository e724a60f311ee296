import Foundation
import StarlightCore

/// The end screen: the stars rushing past, the logo, the story's best results chapter by
/// chapter, and once the screen has stood long enough a prompt to return to the title.
struct EndView {
  /// The player's keys, which the footer names.
  var keys = KeyHints.defaults
  private static let listWidth = 760
  private static let rowHeight = 34

  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    guard case .end(let since) = flow.screen else { return }
    StoryBackdrop(warp: true).draw(time: time, on: canvas)
    canvas.drawText(
      "THE END", x: StoryStyle.centerX, y: 70, size: 28, StoryPalette.accent, alignment: .center)
    StoryChrome.logo(centerX: StoryStyle.centerX, y: 116, size: 64, time: time, on: canvas)
    canvas.drawText(
      "Thank you for playing.", x: StoryStyle.centerX, y: 224, size: 20, StoryPalette.text,
      alignment: .center)
    let listBottom = drawResults(flow, on: canvas)
    let ready = time >= since + flow.tuning.endScreenDuration
    if ready, !flow.isAutoplay {
      let pulse = 0.75 + 0.25 * sin(StoryStyle.seconds(time) * StoryStyle.selectionPulseRate)
      canvas.drawText(
        "Press \(keys.key(.confirm)) to return to the title", x: StoryStyle.centerX,
        y: listBottom + 36, size: 20,
        StoryStyle.faded(StoryPalette.accent, pulse), alignment: .center)
      StoryChrome.footer([(keys.key(.confirm), "Title screen")], on: canvas)
    }
    let veil = 1 - StoryStyle.progress(since: since, time: time, duration: StoryStyle.titleCardFade)
    if veil > 0 {
      canvas.fill(
        x: 0, y: 0, width: StoryStyle.width, height: StoryStyle.height,
        Color(0, 0, 0, UInt8(255 * veil)))
    }
  }

  /// The best result of every chapter, in a panel; returns the panel's bottom edge.
  private func drawResults(_ flow: StoryFlow, on canvas: Canvas) -> Int {
    let chapters = flow.chapters
    let top = 276
    guard !chapters.isEmpty else { return top }
    let left = StoryStyle.centerX - Self.listWidth / 2
    let height = chapters.count * Self.rowHeight + 28
    StoryChrome.panel(x: left, y: top, width: Self.listWidth, height: height, on: canvas)
    var y = top + 14
    for chapter in chapters {
      canvas.drawText(
        "\(chapter.number)", x: left + 36, y: y + 4, size: 20, StoryPalette.titleGlow,
        alignment: .center)
      canvas.drawText(chapter.title, x: left + 70, y: y + 4, size: 20, StoryPalette.text)
      let right = left + Self.listWidth - 24
      if let best = flow.progress.best[chapter] {
        canvas.drawText(
          "\(best.headline)   \(best.score)", x: right, y: y + 6, size: 16, StoryPalette.text,
          alignment: .right)
      } else {
        canvas.drawText(
          "not cleared", x: right, y: y + 6, size: 16, StoryPalette.dimText, alignment: .right)
      }
      y += Self.rowHeight
    }
    return top + height
  }
}
