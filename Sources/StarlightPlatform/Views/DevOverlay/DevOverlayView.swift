import StarlightCore

/// Draws the dev overlay: an opaque panel on the right with the fields under their
/// group headings (the selected one highlighted, values that differ from the defaults in
/// green), the number being typed with a caret, the last note (red when refused) and the
/// keys.
enum DevOverlayView {
  static let help = [
    "Up/Down: field   PgUp/PgDn: group",
    "Left/Right, wheel: step (Shift x10)",
    "0-9 . - Enter: type   Esc: cancel",
    "Del: reset (Shift: all)  F5: save profile",
    "O: offset  W: what if  F6: load profile",
  ]

  static let runOverHint = [
    "RUN OVER: change values, W judges the whole run again",
    "F1 closes the overlay and shows the result",
  ]

  /// The hint over a finished run the overlay holds on screen.
  static func drawRunOver(on canvas: Canvas) {
    typealias Layout = DevOverlayLayout
    canvas.fill(
      x: Layout.runOverX, y: Layout.runOverY, width: Layout.runOverWidth,
      height: Layout.runOverHeight, DevOverlayPalette.panel)
    for (line, text) in runOverHint.enumerated() {
      canvas.drawText(
        text, x: Layout.runOverX + Layout.runOverWidth / 2,
        y: Layout.runOverY + Layout.padding + line * Layout.rowHeight, size: Layout.textSize,
        line == 0 ? Palette.accent : Palette.text, alignment: .center)
    }
  }

  static func draw(_ overlay: DevOverlay, values: OverlayValues, on canvas: Canvas) {
    typealias Layout = DevOverlayLayout
    canvas.fill(
      x: Layout.panelX, y: Layout.panelY, width: Layout.panelWidth, height: Layout.panelHeight,
      DevOverlayPalette.panel)
    canvas.fill(
      x: Layout.panelX, y: Layout.panelY, width: 2, height: Layout.panelHeight,
      DevOverlayPalette.panelEdge)
    let left = Layout.panelX + Layout.padding
    canvas.drawText(
      "DEV OVERLAY   F1: close", x: left, y: Layout.titleY, size: Layout.titleSize, Palette.text)
    let fields = overlay.fields(for: values.tuning)
    let rows = Layout.rows(fields)
    let range = Layout.visibleRange(of: rows, selection: overlay.selection)
    for (position, row) in rows[range].enumerated() {
      let y = Layout.rowY(position)
      switch row {
      case .heading(let group):
        canvas.drawText(
          group.uppercased(), x: left, y: y, size: Layout.textSize, DevOverlayPalette.heading)
      case .field(let index):
        drawField(
          fields[index], selected: index == overlay.selection, typed: overlay.typed,
          values: values, defaults: OverlayValues(tuning: overlay.defaults), y: y, on: canvas)
      }
    }
    if let note = overlay.note {
      for (line, text) in Layout.wrapped(note.text, lines: Layout.noteLines).enumerated() {
        canvas.drawText(
          text, x: left, y: Layout.noteY + line * Layout.rowHeight, size: Layout.textSize,
          note.isRefusal ? DevOverlayPalette.refusal : DevOverlayPalette.changed)
      }
    }
    for (line, text) in help.enumerated() {
      canvas.drawText(
        text, x: left, y: Layout.helpY + line * Layout.helpLineHeight, size: Layout.textSize,
        Palette.dimText)
    }
  }

  private static func drawField(
    _ field: TuningField, selected: Bool, typed: String?, values: OverlayValues,
    defaults: OverlayValues, y: Int, on canvas: Canvas
  ) {
    typealias Layout = DevOverlayLayout
    if selected {
      canvas.fill(
        x: Layout.panelX + 4, y: y - 1, width: Layout.panelWidth - 8, height: Layout.rowHeight,
        DevOverlayPalette.selectedRow)
    }
    canvas.drawText(
      "  " + field.label, x: Layout.panelX + Layout.padding, y: y, size: Layout.textSize,
      selected ? Palette.text : Palette.dimText)
    let unit = field.unit == .count || field.unit == .ratio ? "" : " " + field.unit.rawValue
    if selected, let typed {
      canvas.drawText(
        typed + "_" + unit, x: Layout.valueRight, y: y, size: Layout.textSize,
        DevOverlayPalette.caret, alignment: .right)
      return
    }
    let changed = field.value(in: values) != field.value(in: defaults)
    canvas.drawText(
      field.textWithUnit(in: values), x: Layout.valueRight, y: y, size: Layout.textSize,
      changed ? DevOverlayPalette.changed : Palette.text, alignment: .right)
  }
}
