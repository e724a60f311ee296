/// The bottom of every screen: notices (newest lowest) and a muted marker that stays while
/// the game is muted, on this launch and the next. A notice too wide for the screen is
/// shortened with "..." (the notice board logs it in full).
enum StatusLine {
  static let margin = 24

  static func draw(notices: [String], muted: Bool, on canvas: Canvas) {
    var y = 664
    let width = Canvas.logicalWidth - 2 * margin
    for notice in notices.reversed().prefix(3) {
      let line = TextFitting.shortened(notice) { canvas.textWidth($0, size: 16) <= width }
      canvas.drawText(
        line, x: Canvas.logicalWidth / 2, y: y, size: 16, Palette.accent, alignment: .center)
      y -= 24
    }
    if muted {
      canvas.drawText("MUTED (M)", x: 20, y: 690, size: 16, Palette.bad)
    }
  }
}
