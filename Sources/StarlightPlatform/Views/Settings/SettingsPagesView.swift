import StarlightCore

/// The settings pages: the page tabs, the current page's rows (title, value as a bar, a
/// switch or words, and when a change applies), the selected row's note or the refusal of
/// a typed value, and beside them the Gameplay page's live preview lane or the page's notes.
enum SettingsPagesView {
  typealias S = SettingsStyle

  /// `keys`: the player's bindings, which the footer names (a search field's keys are fixed);
  /// `pad`: the last press was a pad's, so the footer names its buttons.
  static func draw(
    _ screen: SettingsScreen, problem: String?, keys: KeyHints, pad: Bool = false,
    time: Nanoseconds, sinceOpened: Nanoseconds, on canvas: Canvas
  ) {
    StoryBackdrop().draw(time: time, on: canvas)
    StoryChrome.heading("SETTINGS", time: time, on: canvas)
    let pages = screen.navigation
    drawTabs(pages, on: canvas)
    guard let page = pages.page else { return }
    let shown = visibleRows(count: page.rows.count, selected: pages.selectedIndex)
    let height = shown.count * S.rowHeight + 16
    StoryChrome.panel(x: S.rowsLeft, y: S.rowsTop, width: S.rowsWidth, height: height, on: canvas)
    for (offset, index) in shown.enumerated() {
      let y = S.rowsTop + 8 + offset * S.rowHeight
      drawRow(
        page.rows[index], selected: index == pages.selectedIndex, entry: pages.entry, y: y,
        time: time, on: canvas)
    }
    drawMore(
      above: shown.lowerBound, below: page.rows.count - shown.upperBound, height: height,
      on: canvas)
    let footnoteTop = S.rowsTop + height + 8
    let lines = SettingsFootnote.lines(
      description: pages.selectedRow?.description ?? "",
      detail: SettingsFootnote.detail(pages, problem: problem, pad: pad, keys: keys),
      top: footnoteTop, measure: canvas.textWidth)
    SettingsFootnote.draw(lines, top: footnoteTop, on: canvas)
    if page.id == .gameplay {
      SettingsPreviewLane.draw(
        screen.values.preferences.view, judge: screen.values.menu.judge, songTime: sinceOpened,
        on: canvas)
    } else {
      drawNotes(page.notes, on: canvas)
    }
    StoryChrome.footer(hints(typing: pages.isTyping, keys: keys, pad: pad), on: canvas)
  }

  /// The footer: a typed value's keys are fixed (`InputMode.typing`), the pages' are bound;
  /// after a pad's press, its buttons.
  static func hints(typing: Bool, keys: KeyHints, pad: Bool = false) -> [(
    key: String, action: String
  )] {
    switch (typing, pad) {
    case (true, true):
      return [
        (keys.buttons(.up, .down), "Digit"), (keys.buttons(.left, .right), "Move"),
        (keys.button(.confirm), "Accept"), (keys.button(.back), "Cancel"),
      ]
    case (true, false):
      return [
        ("0-9", "Type"), ("Up/Down", "Digit"), ("Left/Right", "Move"), ("Backspace", "Erase"),
        ("Enter", "Accept"), ("Esc", "Cancel"),
      ]
    case (false, true):
      return [
        ("\(keys.button(.previousPage))/\(keys.button(.nextPage))", "Page"),
        (keys.buttons(.up, .down), "Select"), (keys.buttons(.left, .right), "Change"),
        (keys.button(.confirm), "Enter number / Open"), (keys.button(.back), "Back"),
      ]
    case (false, false):
      let pages =
        "\(keys.key(.nextPage))/\(keys.button(.previousPage))/\(keys.button(.nextPage))"
      return [
        (pages, "Page"), (keys.keys(.up, .down), "Select"), (keys.keys(.left, .right), "Change"),
        (keys.key(.confirm), "Type / Open"), (KeyHints.escape, "Back"),
      ]
    }
  }

  /// The rows shown: all when they fit, else `visibleRows` around the selection.
  static func visibleRows(count: Int, selected: Int) -> Range<Int> {
    guard count > S.visibleRows else { return 0..<count }
    let first = max(0, min(selected - S.visibleRows / 2, count - S.visibleRows))
    return first..<(first + S.visibleRows)
  }

  /// Arrows in the panel's right margin, by its first and last rows, when rows are
  /// hidden above or below.
  private static func drawMore(above: Int, below: Int, height: Int, on canvas: Canvas) {
    let x = S.rowsLeft + S.rowsWidth - S.moreInset
    if above > 0 {
      canvas.drawText(
        "\u{25B2}", x: x, y: S.rowsTop + 10, size: S.moreTextSize, StoryPalette.accent,
        alignment: .center)
    }
    if below > 0 {
      canvas.drawText(
        "\u{25BC}", x: x, y: S.rowsTop + height - 8 - S.rowHeight + 8, size: S.moreTextSize,
        StoryPalette.accent, alignment: .center)
    }
  }

  private static func drawTabs(_ pages: SettingsPages, on canvas: Canvas) {
    let count = pages.pages.count
    let total = count * S.tabWidth + max(0, count - 1) * S.tabGap
    var x = StoryStyle.centerX - total / 2
    for (index, page) in pages.pages.enumerated() {
      let current = index == pages.pageIndex
      canvas.fill(
        x: x, y: S.tabsTop, width: S.tabWidth, height: S.tabHeight,
        current ? StoryPalette.selection.withAlpha(120) : S.tabIdle)
      if current {
        canvas.fill(
          x: x, y: S.tabsTop + S.tabHeight - 3, width: S.tabWidth, height: 3,
          StoryPalette.accent)
      }
      canvas.drawText(
        page.id.title, x: x + S.tabWidth / 2, y: S.tabsTop + 5, size: S.tabTextSize,
        current ? StoryPalette.accent : StoryPalette.dimText, alignment: .center)
      x += S.tabWidth + S.tabGap
    }
  }

  private static func drawRow(
    _ row: SettingsRow, selected: Bool, entry: SettingsEntry?, y: Int, time: Nanoseconds,
    on canvas: Canvas
  ) {
    let left = S.rowsLeft + 8
    let width = S.rowsWidth - 16
    if selected {
      StoryChrome.selectionBar(
        x: left, y: y, width: width, height: S.rowHeight - 3, time: time, chevrons: false,
        on: canvas)
    }
    let textY = y + (S.rowHeight - 3 - S.rowTextSize) / 2 - 1
    let isInfo = row.kind == .info
    let valueRight = left + width - S.valueInset
    // A long title (a song folder's path) is cut before the value, never run under it.
    let titleRight =
      row.value.isEmpty
      ? valueRight : valueRight - canvas.textWidth(row.value, size: S.valueTextSize) - S.titleGap
    let title = canvas.fitted(
      [row.title], width: titleRight - (left + 14), size: S.rowTextSize, maxLines: 1)
    canvas.drawText(
      title.first ?? "", x: left + 14, y: textY, size: S.rowTextSize,
      selected ? StoryPalette.accent : (isInfo ? StoryPalette.dimText : StoryPalette.text))
    let middle = y + (S.rowHeight - 3) / 2
    if let entry, selected, entry.key == row.key {
      SettingsEntryField.draw(entry, right: valueRight, y: y, textY: textY, on: canvas)
    } else if case .level(let level) = row.kind {
      drawLevel(level, text: row.value, right: valueRight, middle: middle, on: canvas)
    } else if !row.value.isEmpty {
      canvas.drawText(
        row.value, x: valueRight, y: textY + 1, size: S.valueTextSize,
        selected ? StoryPalette.accent : valueColor(row), alignment: .right)
    }
    if selected, entry == nil, !isInfo, row.kind != .action {
      let valueWidth =
        if case .level = row.kind { S.levelWidth } else {
          max(60, StoryStyle.estimatedWidth(row.value, size: S.valueTextSize))
        }
      let arrowLeft = valueRight - valueWidth - 20
      StoryChrome.arrow(
        pointingRight: false, x: arrowLeft, centerY: middle, StoryPalette.accent, on: canvas)
      StoryChrome.arrow(
        pointingRight: true, x: valueRight + 8, centerY: middle, StoryPalette.accent, on: canvas)
    }
    if let applies = row.applies {
      canvas.drawText(
        applies.rawValue, x: left + width - 10, y: textY + 2, size: S.appliesTextSize,
        StoryPalette.dimText, alignment: .right)
    }
  }

  private static func valueColor(_ row: SettingsRow) -> Color {
    switch row.kind {
    case .toggle(let isOn): isOn ? StoryPalette.good : StoryPalette.dimText
    default: StoryPalette.text
    }
  }

  /// Segments lit up to `level`, then the percentage.
  private static func drawLevel(
    _ level: Double, text: String, right: Int, middle: Int, on canvas: Canvas
  ) {
    let lit = Int((level * Double(S.barSegments)).rounded())
    let left = right - S.levelWidth
    for step in 0..<S.barSegments {
      let height = 6 + step
      canvas.fill(
        x: left + step * (S.segmentWidth + S.segmentGap), y: middle + 7 - height,
        width: S.segmentWidth, height: height,
        step < lit ? StoryPalette.barFull : StoryPalette.barEmpty)
    }
    canvas.drawText(
      text, x: right, y: middle - 9, size: S.valueTextSize, StoryPalette.text, alignment: .right)
  }

  private static func drawNotes(_ notes: [String], on canvas: Canvas) {
    guard !notes.isEmpty else { return }
    let height = 24 + notes.count * S.sideLineHeight
    StoryChrome.panel(x: S.sideLeft, y: S.rowsTop, width: S.sideWidth, height: height, on: canvas)
    for (index, line) in notes.enumerated() {
      canvas.drawText(
        line, x: S.sideLeft + 16, y: S.rowsTop + 12 + index * S.sideLineHeight,
        size: S.sideTextSize, StoryPalette.text)
    }
  }
}
