import Foundation
import StarlightCore

/// The chapter select: a card per chapter of the story, numbered and named; reached ones
/// with their state (best result when cleared, failures and Auto-Assist otherwise), the
/// ones not yet reached locked.
struct ChapterSelectView {
  /// The player's keys, which the footer names.
  var keys = KeyHints.defaults
  private static let cardWidth = 1_120
  private static let maxCardHeight = 84
  private static let cardGap = 12
  private static let listTop = 130

  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    guard case .chapterSelect(let selection) = flow.screen else { return }
    StoryBackdrop().draw(time: time, on: canvas)
    StoryChrome.heading("CHAPTERS", time: time, on: canvas)
    let count = max(1, flow.chapters.count)
    let available = StoryStyle.height - StoryStyle.footerHeight - Self.listTop - Self.cardGap
    // Six chapters fit as well as three: cards shrink to the room there is.
    let height = min(Self.maxCardHeight, (available - (count - 1) * Self.cardGap) / count)
    let listHeight = count * height + (count - 1) * Self.cardGap
    var y = Self.listTop + max(0, (available - listHeight) / 2)
    let x = StoryStyle.centerX - Self.cardWidth / 2
    for chapter in flow.chapters {
      let card = Card(x: x, y: y, height: height)
      drawCard(chapter, flow: flow, isSelected: chapter == selection, card, time: time, on: canvas)
      y += height + Self.cardGap
    }
    // Chapter 4's map can be practised section by section: say how, where it is chosen.
    let practice: [(key: String, action: String)] =
      flow.canPractise(selection) ? [(keys.key(.right), "Practice a section")] : []
    StoryChrome.footer(keys.menuFooter() + practice, on: canvas)
  }

  private struct Card {
    let x: Int
    let y: Int
    let height: Int
  }

  private func drawCard(
    _ chapter: ChapterID, flow: StoryFlow, isSelected: Bool, _ card: Card, time: Nanoseconds,
    on canvas: Canvas
  ) {
    let x = card.x
    let y = card.y
    let progress = flow.progress
    let reached = progress.reached.contains(chapter)
    StoryChrome.panel(x: x, y: y, width: Self.cardWidth, height: card.height, on: canvas)
    if isSelected {
      StoryChrome.selectionBar(
        x: x, y: y, width: Self.cardWidth, height: card.height, time: time, on: canvas)
    }
    drawBadge(
      chapter, reached: reached, cleared: progress.cleared.contains(chapter), x: x + 16,
      y: y + 12, size: card.height - 24, on: canvas)
    let textX = x + 100
    guard reached else {
      canvas.drawText("LOCKED", x: textX, y: y + 16, size: 28, StoryPalette.locked)
      canvas.drawText(
        "Reach it in the story to play it here.", x: textX, y: y + 52, size: 16,
        StoryPalette.locked)
      return
    }
    canvas.drawText(
      chapter.title.uppercased(), x: textX, y: y + 12, size: 28,
      isSelected ? StoryPalette.accent : StoryPalette.text)
    canvas.drawText(chapter.tagline, x: textX, y: y + 52, size: 16, StoryPalette.dimText)
    drawStatus(chapter, flow: flow, right: x + Self.cardWidth - 20, y: y, on: canvas)
  }

  /// The chapter's number in a square, gold once cleared.
  private func drawBadge(
    _ chapter: ChapterID, reached: Bool, cleared: Bool, x: Int, y: Int, size: Int,
    on canvas: Canvas
  ) {
    let edge =
      cleared ? StoryPalette.accent : reached ? StoryPalette.titleGlow : StoryPalette.locked
    canvas.fill(x: x, y: y, width: size, height: size, edge)
    canvas.fill(x: x + 2, y: y + 2, width: size - 4, height: size - 4, StoryPalette.keyCap)
    canvas.drawText(
      "\(chapter.number)", x: x + size / 2, y: y + size / 2 - 22, size: 40,
      reached ? StoryPalette.text : StoryPalette.locked, alignment: .center)
  }

  private func drawStatus(
    _ chapter: ChapterID, flow: StoryFlow, right: Int, y: Int, on canvas: Canvas
  ) {
    let progress = flow.progress
    if let best = progress.best[chapter] {
      canvas.drawText(
        "CLEARED", x: right, y: y + 12, size: 16, StoryPalette.good, alignment: .right)
      canvas.drawText(
        "Best \(best.score)", x: right, y: y + 32, size: 16, StoryPalette.text, alignment: .right)
      canvas.drawText(
        best.headline, x: right, y: y + 52, size: 16, StoryPalette.dimText,
        alignment: .right)
      return
    }
    canvas.drawText(
      "NOT CLEARED", x: right, y: y + 12, size: 16, StoryPalette.dimText, alignment: .right)
    let failures = progress.failureCount(of: chapter)
    if failures > 0 {
      canvas.drawText(
        failures == 1 ? "1 failure" : "\(failures) failures", x: right, y: y + 32, size: 16,
        StoryPalette.dimText, alignment: .right)
    }
    if flow.autoAssist(for: chapter) {
      canvas.drawText(
        "Auto-Assist on", x: right, y: y + 52, size: 16, StoryPalette.accent, alignment: .right)
    }
  }
}
