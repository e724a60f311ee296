import Foundation
import StarlightCore

/// The title screen: the logo over the night sky, the menu with the selected item
/// highlighted (items that cannot be chosen yet dimmed), where Continue would start, how
/// far the story has come, and any notice (a progress file set aside).
struct TitleView {
  /// The player's keys, which the footer names.
  var keys = KeyHints.defaults
  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    guard case .title(let selection) = flow.screen else { return }
    StoryBackdrop().draw(time: time, on: canvas)
    StoryChrome.logo(centerX: StoryStyle.centerX, y: 96, size: 64, time: time, on: canvas)
    canvas.drawText(
      "A story in \(flow.chapters.count) chapters", x: StoryStyle.centerX, y: 196, size: 20,
      StoryPalette.dimText, alignment: .center)
    drawMenu(flow, selection: selection, time: time, on: canvas)
    drawStanding(flow, on: canvas)
    if let notice = flow.notice {
      // Wrapped to the window (two lines at most, upwards), never cut at both ends.
      let lines = TextWrap.lines(notice, size: 16, width: StoryStyle.width - 160, maxLines: 2)
      let widest = lines.map { StoryStyle.estimatedWidth($0, size: 16) }.max() ?? 0
      let width = min(StoryStyle.width - 80, widest + 48)
      let bottom = StoryStyle.height - StoryStyle.footerHeight - 84
      let top = bottom - 24 * (lines.count - 1)
      canvas.fill(
        x: StoryStyle.centerX - width / 2, y: top - 6, width: width, height: 30 + bottom - top,
        StoryPalette.footer)
      for (index, line) in lines.enumerated() {
        canvas.drawText(
          line, x: StoryStyle.centerX, y: top + 24 * index, size: 16, StoryPalette.accent,
          alignment: .center)
      }
    }
    StoryChrome.footer(keys.menuFooter(), on: canvas)
  }

  private func drawMenu(
    _ flow: StoryFlow, selection: TitleItem, time: Nanoseconds, on canvas: Canvas
  ) {
    let top = 262
    for (index, item) in TitleItem.allCases.enumerated() {
      let y = top + index * StoryStyle.menuItemHeight
      let isSelected = item == selection
      if isSelected {
        StoryChrome.selectionBar(
          x: StoryStyle.centerX - StoryStyle.menuBarWidth / 2, y: y - 8,
          width: StoryStyle.menuBarWidth, height: StoryStyle.menuItemHeight - 8, time: time,
          on: canvas)
      }
      let color =
        !flow.isEnabled(item)
        ? StoryPalette.disabledText : isSelected ? StoryPalette.accent : StoryPalette.text
      canvas.drawText(
        item.title.uppercased(), x: StoryStyle.centerX, y: y, size: 28, color, alignment: .center)
      if let detail = detail(for: item, flow: flow), isSelected {
        canvas.drawText(
          detail, x: StoryStyle.centerX + StoryStyle.menuBarWidth / 2 + 36, y: y + 6, size: 16,
          StoryPalette.dimText)
      }
    }
  }

  /// What the selected item would do, beside it.
  private func detail(for item: TitleItem, flow: StoryFlow) -> String? {
    switch item {
    case .start:
      flow.chapters.first.map { "Chapter \($0.number): \($0.title)" }
    case .continueStory:
      flow.continueChapter.map { "Chapter \($0.number): \($0.title)" }
    case .chapters:
      "\(flow.selectableChapters.count) reached"
    case .freePlay:
      "Any chart of your library"
    case .settings:
      "Volume, rumble, controls"
    case .quit:
      nil
    }
  }

  /// "1 of 3 chapters cleared" once something has been played.
  private func drawStanding(_ flow: StoryFlow, on canvas: Canvas) {
    guard !flow.progress.isFresh else { return }
    let cleared = flow.chapters.filter { flow.progress.cleared.contains($0) }.count
    let text =
      cleared == flow.chapters.count
      ? "Every chapter cleared" : "\(cleared) of \(flow.chapters.count) chapters cleared"
    canvas.drawText(
      text, x: StoryStyle.centerX, y: StoryStyle.height - StoryStyle.footerHeight - 112, size: 16,
      StoryPalette.dimText, alignment: .center)
  }
}
