import StarlightCore

/// The selected chart's offset while it is changed (F4): the value (or what is typed), the
/// keys, and a typed value's refusal with the limits, over the song's facts.
enum ChartOffsetView {
  static func draw(_ editor: ChartOffsetEditor, on canvas: Canvas) {
    typealias L = FreePlayLayout
    let x = L.panelX
    let y = L.offsetPanelY
    // Opaque under the panel: the song's facts it covers must not show through.
    canvas.fill(
      x: x - 8, y: y, width: L.panelWidth + 16, height: L.offsetPanelHeight, StoryPalette.skyTop)
    StoryChrome.panel(
      x: x - 8, y: y, width: L.panelWidth + 16, height: L.offsetPanelHeight, on: canvas)
    canvas.drawText(
      "CHART OFFSET", x: x, y: y + 12, size: L.textSize, StoryPalette.titleGlow)
    let value = editor.typed.map { "\($0)_ ms" } ?? ChartOffsetEditor.label(editor.offset)
    canvas.drawText(value, x: x, y: y + 42, size: L.headerSize, StoryPalette.accent)
    canvas.drawText(
      "on top of the global audio offset, for this chart", x: x, y: y + 84, size: L.smallSize,
      StoryPalette.dimText)
    let keys =
      "Left/Right \(ChartOffsetEditor.fineStepMs) ms, Up/Down \(ChartOffsetEditor.coarseStepMs) ms, type; Enter keeps, Esc cancels"
    if let refusal = editor.refusal {
      canvas.drawText(refusal, x: x, y: y + 112, size: L.smallSize, StoryPalette.bad)
    } else {
      for (index, line) in canvas.fitted(
        [keys], width: L.panelWidth, size: L.smallSize, maxLines: 2
      )
      .enumerated() {
        canvas.drawText(line, x: x, y: y + 106 + index * 18, size: L.smallSize, StoryPalette.text)
      }
    }
  }
}
