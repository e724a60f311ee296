/// Shown when the chapter cannot start (a bad beat map, say): what went wrong, in full.
enum ErrorView {
  static func draw(title: String, lines: [String], on canvas: Canvas) {
    canvas.clear(Palette.background)
    canvas.drawText(title, x: 60, y: 80, size: 40, Palette.bad)
    var y = 160
    // A long line (a path and its reason) wraps within the window rather than running off.
    let screenLines = lines.flatMap {
      TextWrap.lines($0, size: 16, width: Canvas.logicalWidth - 120)
    }
    for line in screenLines.prefix(14) {
      canvas.drawText(line, x: 60, y: y, size: 16, Palette.text)
      y += 28
    }
    if screenLines.count > 14 {
      canvas.drawText(
        "... and \(screenLines.count - 14) more lines (see the terminal)", x: 60, y: y, size: 16,
        Palette.dimText)
    }
    canvas.drawText("Press Esc to quit", x: 60, y: 660, size: 20, Palette.dimText)
  }
}
