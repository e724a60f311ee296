/// Shown when the chapter cannot start (a bad beat map, say): what went wrong, in full.
enum ErrorView {
  static func draw(title: String, lines: [String], on canvas: Canvas) {
    canvas.clear(Palette.background)
    canvas.drawText(title, x: 60, y: 80, size: 40, Palette.bad)
    var y = 160
    for line in lines.prefix(14) {
      canvas.drawText(line, x: 60, y: y, size: 16, Palette.text)
      y += 28
    }
    if lines.count > 14 {
      canvas.drawText(
        "... and \(lines.count - 14) more (see the terminal)", x: 60, y: y, size: 16,
        Palette.dimText)
    }
    canvas.drawText("Press Esc to quit", x: 60, y: 660, size: 20, Palette.dimText)
  }
}
