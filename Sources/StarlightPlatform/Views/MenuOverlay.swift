/// A dimmed screen with an opaque panel in its middle holding a title, some lines of text
/// and a vertical menu: what the game showed under it (a count, the combo) stays dimmed
/// around the panel and never shows through the menu's text.
enum MenuOverlay {
  static let top = 140
  static let panelWidth = 760
  static let panelMargin = 24
  static let panelColor = Color(10, 12, 28)

  static func draw(
    title: String, lines: [String], items: [String], selected: String, on canvas: Canvas
  ) {
    canvas.fill(
      x: 0, y: 0, width: Canvas.logicalWidth, height: Canvas.logicalHeight, Palette.overlay)
    let center = Canvas.logicalWidth / 2
    let contentHeight = 100 + lines.count * 30 + (items.isEmpty ? 0 : 30 + items.count * 44)
    canvas.fill(
      x: center - panelWidth / 2, y: top - panelMargin, width: panelWidth,
      height: contentHeight + 2 * panelMargin, panelColor)
    var y = top
    canvas.drawText(title, x: center, y: y, size: 64, Palette.text, alignment: .center)
    y += 100
    for line in lines {
      canvas.drawText(line, x: center, y: y, size: 20, Palette.text, alignment: .center)
      y += 30
    }
    y += 30
    for item in items {
      let isSelected = item == selected
      canvas.drawText(
        isSelected ? "> \(item) <" : item, x: center, y: y, size: 28,
        isSelected ? Palette.accent : Palette.dimText,
        alignment: .center)
      y += 44
    }
  }
}
