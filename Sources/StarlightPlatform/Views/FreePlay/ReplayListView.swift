import StarlightCore

/// The selected chart's replays over the detail panel (F6): newest first, each as its date
/// and accuracy in its judge's own measure, then its judge, rate and mods (a file that
/// cannot be read as "damaged: NAME" and why); the chosen one marked, and a delete's
/// question over the list while it waits.
enum ReplayListView {
  static func draw(_ list: ReplayList, keys: KeyHints, time: Nanoseconds, on canvas: Canvas) {
    typealias L = ReplayListLayout
    typealias F = FreePlayLayout
    StoryChrome.panel(x: F.panelX, y: F.artY, width: F.panelWidth, height: L.height, on: canvas)
    let x = F.panelX + L.inset
    let width = F.panelWidth - 2 * L.inset
    canvas.drawText(
      "REPLAYS (\(list.replays.count))", x: x, y: F.artY + L.inset, size: F.textSize,
      StoryPalette.title)
    let name = canvas.fitted([list.chartName], width: width, size: F.smallSize, maxLines: 1)
    canvas.drawText(
      name.first ?? "", x: x, y: F.artY + L.inset + 26, size: F.smallSize, StoryPalette.dimText)
    let top = F.artY + L.listTop
    guard !list.replays.isEmpty else {
      canvas.drawText(
        "No replays of this chart yet: every finished run is saved as one.", x: x, y: top,
        size: F.smallSize, StoryPalette.dimText)
      return
    }
    let first = max(0, min(list.selection - L.rowsShown / 2, list.replays.count - L.rowsShown))
    for (row, index) in (first..<min(list.replays.count, first + L.rowsShown)).enumerated() {
      let replay = list.replays[index]
      let y = top + row * L.rowHeight
      if index == list.selection {
        StoryChrome.selectionBar(
          x: F.panelX + 4, y: y - 4, width: F.panelWidth - 8, height: L.rowHeight - 4,
          time: time, chevrons: false, on: canvas)
      }
      let isChosen = index == list.selection
      if let accuracy = replay.accuracy {
        canvas.drawText(
          accuracy, x: x + width, y: y, size: F.smallSize,
          isChosen ? StoryPalette.accent : StoryPalette.text, alignment: .right)
      }
      let dateWidth = width - (replay.accuracy.map { canvas.textWidth($0, size: F.smallSize) } ?? 0)
      canvas.drawText(
        clipped(replay.headline, width: dateWidth - L.columnGap, on: canvas), x: x, y: y,
        size: F.smallSize,
        replay.facts == nil
          ? StoryPalette.bad : isChosen ? StoryPalette.accent : StoryPalette.text)
      canvas.drawText(
        clipped(replay.detail, width: width, on: canvas), x: x, y: y + L.lineHeight,
        size: F.smallSize, StoryPalette.dimText)
    }
    if let asked = list.confirmingDelete {
      // Just under the chosen row when the panel has room, else just over it: the replay
      // asked about stays in sight.
      let chosenTop = top + (list.selection - first) * L.rowHeight - 4
      let chosenBottom = chosenTop + L.rowHeight
      let fitsUnder = chosenBottom + L.questionHeight <= F.artY + L.height
      let y = fitsUnder ? chosenBottom : chosenTop - L.questionHeight
      drawQuestion(list.deleteQuestion(asked), keys: keys, y: y, on: canvas)
    }
  }

  /// `text` cut at the end to fit `width`, "..." marking the cut: a file's name is one long
  /// word, which fitting by words would drop whole.
  private static func clipped(_ text: String, width: Int, on canvas: Canvas) -> String {
    let size = FreePlayLayout.smallSize
    guard canvas.textWidth(text, size: size) > width else { return text }
    var kept = text
    while !kept.isEmpty, canvas.textWidth(kept + "...", size: size) > width { kept.removeLast() }
    return kept + "..."
  }

  /// The footer while the list is open: its keys, or the question's.
  static func hints(_ list: ReplayList, keys: KeyHints) -> [(key: String, action: String)] {
    if list.confirmingDelete != nil {
      return [(keys.key(.confirm), "Delete"), (KeyHints.escape, "Keep")]
    }
    return [
      (keys.keys(.up, .down), "Choose"), (keys.key(.confirm), "Watch"), ("Delete", "Delete"),
      ("F7", "Export"), ("F6", "Song list"), (KeyHints.escape, "Back"),
    ]
  }

  private static func drawQuestion(
    _ question: String, keys: KeyHints, y: Int, on canvas: Canvas
  ) {
    typealias L = ReplayListLayout
    typealias F = FreePlayLayout
    // Opaque under the panel: the list must not show through the question.
    canvas.fill(
      x: F.panelX - L.inset, y: y, width: F.panelWidth + 2 * L.inset, height: L.questionHeight,
      StoryPalette.skyTop)
    StoryChrome.panel(
      x: F.panelX - L.inset, y: y, width: F.panelWidth + 2 * L.inset, height: L.questionHeight,
      on: canvas)
    let lines = canvas.fitted(
      [question], width: F.panelWidth - 2 * L.inset, size: F.textSize, maxLines: 2)
    for (index, line) in lines.enumerated() {
      canvas.drawText(
        line, x: F.panelX + F.panelWidth / 2, y: y + L.inset + index * 24, size: F.textSize,
        StoryPalette.title, alignment: .center)
    }
    canvas.drawText(
      "\(keys.key(.confirm)) / \(KeyHints.escape)", x: F.panelX + F.panelWidth / 2,
      y: y + L.questionHeight - 34, size: F.textSize, StoryPalette.accent, alignment: .center)
  }
}

/// The replay list's geometry inside the detail panel's place (`FreePlayLayout`).
enum ReplayListLayout {
  static let height = 416
  static let inset = 12
  /// The first row, below the heading and the chart's name.
  static let listTop = 68
  static let rowHeight = 44
  static let lineHeight = 20
  static let rowsShown = 7
  static let columnGap = 10
  static let questionHeight = 120
}
