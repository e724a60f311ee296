/// The bottom of every screen: notices (newest lowest) and a muted marker that stays while
/// the game is muted, on this launch and the next.
enum StatusLine {
  static func draw(notices: [String], muted: Bool, on canvas: Canvas) {
    var y = 664
    for line in notices.reversed().prefix(3) {
      canvas.drawText(
        line, x: Canvas.logicalWidth / 2, y: y, size: 16, Palette.accent, alignment: .center)
      y -= 24
    }
    if muted {
      canvas.drawText("MUTED (M)", x: 20, y: 690, size: 16, Palette.bad)
    }
  }
}
