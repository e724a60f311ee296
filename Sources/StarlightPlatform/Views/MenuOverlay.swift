/// A dimmed panel with a title, some lines of text and a vertical menu.
enum MenuOverlay {
  static func draw(
    title: String, lines: [String], items: [String], selected: String, on canvas: Canvas
  ) {
    canvas.fill(
      x: 0, y: 0, width: Canvas.logicalWidth, height: Canvas.logicalHeight, Palette.overlay)
    let center = Canvas.logicalWidth / 2
    var y = 140
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
