import StarlightCore

/// The bottom of every screen: notices (newest lowest) and a muted marker that stays while
/// the game is muted, on this launch and the next. A notice too wide for the window is
/// wrapped onto the lines above it rather than cut at both ends, and notices too long for
/// the lines there are turn by turn a page at a time.
enum StatusLine {
  static let textSize = 16
  static let lineHeight = 22
  static let maxLines = 4
  /// The newest line's top: its glyphs end above a menu's footer band.
  static let bottomLineY = StoryStyle.height - StoryStyle.footerHeight - 24
  /// Room left and right of a notice, footers and chapters' bottom hints (the muted marker
  /// sits in the left one).
  static let sideMargin = 130
  static let mutedMarker = "MUTED (M)"

  static func draw(notices: [String], muted: Bool, time: Nanoseconds = 0, on canvas: Canvas) {
    var y = bottomLineY
    for line in lines(notices, at: time) {
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

  /// A notice's lines beyond `maxLines` are shown a page at a time, each for this long.
  static let pageDuration = Nanoseconds.seconds(4)
  /// The most lines one notice wraps to (a settings file's every problem); more are cut.
  static let longestNotice = 16

  /// The screen lines of the newest notices, bottom first: `maxLines` of them, and when the
  /// notices take more, the page of them `time` falls on (the newest first), so a long
  /// notice is read whole over a few seconds instead of cut.
  static func lines(_ notices: [String], at time: Nanoseconds = 0) -> [String] {
    let width = Canvas.logicalWidth - 2 * sideMargin
    let wrapped = notices.reversed().flatMap {
      TextWrap.lines($0, size: textSize, width: width, maxLines: longestNotice).reversed()
    }
    guard wrapped.count > maxLines else { return wrapped }
    let pages = (wrapped.count + maxLines - 1) / maxLines
    let page = Int((max(0, time) / pageDuration) % Nanoseconds(pages))
    return Array(wrapped[(page * maxLines)..<min(wrapped.count, (page + 1) * maxLines)])
  }
}
