import StarlightCore

/// A number being entered on a settings row, in a field where its value was: the dial's
/// cells with the one under the cursor lit and underlined, or the typed text with a caret.
enum SettingsEntryField {
  typealias S = SettingsStyle

  static let width = 140

  static func draw(_ entry: SettingsEntry, right: Int, y: Int, textY: Int, on canvas: Canvas) {
    canvas.fill(
      x: right - width, y: y + 2, width: width, height: S.rowHeight - 7, S.typing)
    guard let dial = entry.dial else {
      canvas.drawText(
        entry.text + "_", x: right - 8, y: textY, size: S.valueTextSize, StoryPalette.accent,
        alignment: .right)
      return
    }
    // Right-aligned cells of one width each, so the cursor's cell does not move as it turns.
    let cells = dial.cells
    var x = right - 8 - cells.reduce(0) { $0 + cellWidth($1) }
    for (index, cell) in cells.enumerated() {
      let cellWidth = cellWidth(cell)
      let current = index == dial.cursor
      canvas.drawText(
        cell, x: x + cellWidth / 2, y: textY, size: S.valueTextSize,
        current ? StoryPalette.accent : StoryPalette.text, alignment: .center)
      if current {
        canvas.fill(
          x: x + cellWidth - S.dialCellWidth, y: textY + S.valueTextSize + 3,
          width: S.dialCellWidth, height: S.dialCursorHeight, StoryPalette.accent)
      }
      x += cellWidth
    }
  }

  /// A cell's width: a digit's, and a little more for the point before the first decimal.
  private static func cellWidth(_ cell: String) -> Int {
    S.dialCellWidth * max(1, cell.count) - (cell.count > 1 ? S.dialCellWidth / 2 : 0)
  }
}
