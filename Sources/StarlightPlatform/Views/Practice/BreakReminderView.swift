/// The break reminder: a calm panel over a natural stop, never over notes.
enum BreakReminderView {
  static let panelWidth = 640
  static let panelHeight = 260

  static func draw(_ watch: BreakWatch, on canvas: Canvas) {
    let left = (Canvas.logicalWidth - panelWidth) / 2
    let top = (Canvas.logicalHeight - panelHeight) / 2
    canvas.fill(
      x: 0, y: 0, width: Canvas.logicalWidth, height: Canvas.logicalHeight, Palette.overlay)
    canvas.fill(x: left, y: top, width: panelWidth, height: panelHeight, Palette.barBackground)
    let center = Canvas.logicalWidth / 2
    canvas.drawText(
      "Time for a break?", x: center, y: top + 30, size: 32, Palette.text, alignment: .center)
    canvas.drawText(
      "You have been playing for \(watch.minutesPlayed) minutes.", x: center, y: top + 86,
      size: 20, Palette.dimText, alignment: .center)
    canvas.drawText(
      "Rest your hands and eyes; the game waits here.", x: center, y: top + 114, size: 20,
      Palette.dimText, alignment: .center)
    var y = top + 160
    for answer in BreakWatch.Answer.allCases {
      let selected = answer == watch.selection
      canvas.drawText(
        selected ? "> \(answer.rawValue) <" : answer.rawValue, x: center, y: y, size: 22,
        selected ? Palette.accent : Palette.dimText, alignment: .center)
      y += 34
    }
  }
}
