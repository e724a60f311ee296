/// Shown when the chapter cannot start (a bad beat map, say): what went wrong, each line
/// wrapped to the screen's width (the terminal and the log have it in full).
enum ErrorView {
  static func draw(title: String, lines unwrapped: [String], on canvas: Canvas) {
    canvas.clear(Palette.background)
    let width = Canvas.logicalWidth - 120
    let title = canvas.fitted([title], width: width, size: 40, maxLines: 1).first ?? ""
    canvas.drawText(title, x: 60, y: 80, size: 40, Palette.bad)
    let lines = canvas.fitted(unwrapped, width: width, size: 16, maxLines: 100)
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
