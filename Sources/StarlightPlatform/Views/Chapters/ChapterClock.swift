import StarlightCore

/// The "TIME LEFT" clock in a chapter's top-right corner: seconds and tenths, cut rather
/// than rounded, in the urgent colour once under `urgentBelow`.
enum ChapterClock {
  static func draw(
    _ timeLeft: Nanoseconds, right: Int, size: Int, urgentBelow: Nanoseconds, calm: Color,
    urgent: Color, on canvas: Canvas
  ) {
    let tenths = timeLeft / (Nanoseconds.perSecond / 10)
    canvas.drawText("TIME LEFT", x: right, y: 30, size: 16, Palette.dimText, alignment: .right)
    canvas.drawText(
      "\(tenths / 10).\(tenths % 10)", x: right, y: 52, size: size,
      timeLeft < urgentBelow ? urgent : calm, alignment: .right)
  }
}
