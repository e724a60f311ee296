/// The bottom of every screen: notices (newest lowest) and a muted marker that stays while
/// the game is muted, on this launch and the next. A notice too wide for the window is
/// wrapped onto the lines above it rather than cut at both ends.
enum StatusLine {
  static let textSize = 16
  static let lineHeight = 22
  static let maxLines = 4
  /// Room left and right of a notice, footers and chapters' bottom hints (the muted marker
  /// sits in the left one).
  static let sideMargin = 130
  static let mutedMarker = "MUTED (M)"

  static func draw(notices: [String], muted: Bool, on canvas: Canvas) {
    var y = 664
    for line in lines(notices) {
      canvas.drawText(
        line, x: Canvas.logicalWidth / 2, y: y, size: textSize, Palette.accent,
        alignment: .center)
      y -= lineHeight
    }
    // In the bottom left corner, which footers and chapters' hints leave to it
    // (`sideMargin`).
    if muted {
      canvas.drawText(mutedMarker, x: 20, y: 690, size: textSize, Palette.bad)
    }
  }

  /// The screen lines of the newest notices, bottom first, at most `maxLines`.
  static func lines(_ notices: [String]) -> [String] {
    let width = Canvas.logicalWidth - 2 * sideMargin
    let wrapped = notices.reversed().flatMap {
      TextWrap.lines($0, size: textSize, width: width).reversed()
    }
    return Array(wrapped.prefix(maxLines))
  }
}
