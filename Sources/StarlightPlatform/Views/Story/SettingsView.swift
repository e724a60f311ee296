import Foundation
import StarlightCore

/// The settings screen: volumes as ten-step bars, switches as on/off pills, the selected
/// row highlighted with arrows for left and right, and beside it the key and button
/// bindings (shown, not changed here).
struct SettingsView {
  /// The bindings as lines ("Lane 1: F, Left / pad X, D-pad left"), from the settings file.
  let bindingLines: [String]

  private static let rowsLeft = 80
  private static let rowsWidth = 640
  private static let rowsTop = 150
  private static let rowHeight = 62
  private static let bindingsLeft = 760
  private static let bindingsWidth = 440
  private static let bindingLineHeight = 24
  private static let segmentWidth = 14
  private static let segmentGap = 4

  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    guard case .settings(let menu) = flow.screen else { return }
    StoryBackdrop().draw(time: time, on: canvas)
    StoryChrome.heading("SETTINGS", time: time, on: canvas)
    let rowsHeight = menu.rows.count * Self.rowHeight + 24
    StoryChrome.panel(
      x: Self.rowsLeft, y: Self.rowsTop, width: Self.rowsWidth, height: rowsHeight, on: canvas)
    for (index, row) in menu.rows.enumerated() {
      let y = Self.rowsTop + 12 + index * Self.rowHeight
      drawRow(row, menu: menu, y: y, time: time, on: canvas)
    }
    drawBindings(top: Self.rowsTop, on: canvas)
    StoryChrome.footer(
      [("Up/Down", "Select"), ("Left/Right", "Change"), ("Enter", "Toggle"), ("Esc", "Back")],
      on: canvas)
  }

  private func drawRow(
    _ row: SettingsRow, menu: SettingsMenu, y: Int, time: Nanoseconds, on canvas: Canvas
  ) {
    let isSelected = row == menu.selection
    let left = Self.rowsLeft + 12
    let width = Self.rowsWidth - 24
    if isSelected {
      StoryChrome.selectionBar(
        x: left, y: y, width: width, height: Self.rowHeight - 10, time: time, chevrons: false,
        on: canvas)
    }
    let middle = y + (Self.rowHeight - 10) / 2
    canvas.drawText(
      row.title, x: left + 24, y: middle - 14, size: 28,
      isSelected ? StoryPalette.accent : StoryPalette.text)
    let valueRight = left + width - 40
    let valueLeft: Int
    if let level = menu.level(of: row) {
      valueLeft = drawLevel(
        level, text: menu.value(of: row), right: valueRight, middle: middle,
        on: canvas)
    } else if !row.isToggle {
      // A value in words: the break reminder's minutes or Off, the judge, "Enter".
      let text = menu.value(of: row)
      canvas.drawText(
        text, x: valueRight, y: middle - 12, size: 20,
        isSelected ? StoryPalette.accent : StoryPalette.dimText, alignment: .right)
      valueLeft = valueRight - StoryStyle.estimatedWidth(text, size: 20)
    } else {
      valueLeft = drawSwitch(
        on: row == .muted ? menu.settings.muted : menu.settings.rumble, right: valueRight,
        middle: middle, on: canvas)
    }
    if isSelected {
      let color = StoryPalette.accent
      StoryChrome.arrow(pointingRight: false, x: valueLeft - 22, centerY: middle, color, on: canvas)
      StoryChrome.arrow(pointingRight: true, x: valueRight + 14, centerY: middle, color, on: canvas)
    }
  }

  /// Ten segments lit up to `level`, then the percentage; returns the left edge.
  private func drawLevel(
    _ level: Double, text: String, right: Int, middle: Int, on canvas: Canvas
  ) -> Int {
    let steps = MenuSettings.volumeSteps
    let lit = Int((level * Double(steps)).rounded())
    let textWidth = 70
    let barWidth = steps * (Self.segmentWidth + Self.segmentGap) - Self.segmentGap
    let left = right - textWidth - 12 - barWidth
    for step in 0..<steps {
      let height = 8 + step * 2
      canvas.fill(
        x: left + step * (Self.segmentWidth + Self.segmentGap), y: middle + 11 - height,
        width: Self.segmentWidth, height: height,
        step < lit ? StoryPalette.barFull : StoryPalette.barEmpty)
    }
    canvas.drawText(text, x: right, y: middle - 10, size: 20, StoryPalette.text, alignment: .right)
    return left
  }

  /// An on/off pill; returns its left edge.
  private func drawSwitch(on isOn: Bool, right: Int, middle: Int, on canvas: Canvas) -> Int {
    let width = 120
    let height = 32
    let left = right - width
    let top = middle - height / 2
    canvas.fill(x: left, y: top, width: width, height: height, StoryPalette.barEmpty)
    let knob = isOn ? left + width / 2 : left
    canvas.fill(
      x: knob + 2, y: top + 2, width: width / 2 - 4, height: height - 4,
      isOn ? StoryPalette.good : StoryPalette.locked)
    canvas.drawText(
      "OFF", x: left + width / 4, y: top + 6, size: 16,
      isOn ? StoryPalette.dimText : StoryPalette.text, alignment: .center)
    canvas.drawText(
      "ON", x: left + width * 3 / 4, y: top + 6, size: 16,
      isOn ? StoryPalette.skyTop : StoryPalette.dimText, alignment: .center)
    return left
  }

  private func drawBindings(top: Int, on canvas: Canvas) {
    let maxLines =
      (StoryStyle.height - StoryStyle.footerHeight - top - 90) / Self.bindingLineHeight
    let lines = Array(bindingLines.prefix(maxLines))
    let height = 64 + max(1, lines.count) * Self.bindingLineHeight
    StoryChrome.panel(
      x: Self.bindingsLeft, y: top, width: Self.bindingsWidth, height: height, on: canvas)
    canvas.drawText(
      "CONTROLS", x: Self.bindingsLeft + 20, y: top + 16, size: 20, StoryPalette.titleGlow)
    var y = top + 52
    if lines.isEmpty {
      canvas.drawText(
        "No bindings set.", x: Self.bindingsLeft + 20, y: y, size: 16, StoryPalette.dimText)
    }
    for line in lines {
      canvas.drawText(line, x: Self.bindingsLeft + 20, y: y, size: 16, StoryPalette.text)
      y += Self.bindingLineHeight
    }
    if bindingLines.count > lines.count {
      canvas.drawText(
        "... and \(bindingLines.count - lines.count) more in settings.json",
        x: Self.bindingsLeft + 20, y: y, size: 16, StoryPalette.dimText)
    }
  }
}
