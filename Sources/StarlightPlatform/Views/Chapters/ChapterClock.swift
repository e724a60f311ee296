import StarlightCore

/// The "TIME LEFT" clock in a chapter's top-right corner: seconds and tenths, cut rather
/// than rounded, in the urgent colour once under `urgentBelow`; below it, the badges a
/// timed chapter shows (Auto-Assist, the source of the input).
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

  /// "AUTO-ASSIST" and the source label ("AUTOPLAY", "REPLAY") under the clock.
  static func drawBadges(
    autoAssist: Bool, sourceLabel: String?, right: Int, on canvas: Canvas
  ) {
    if autoAssist {
      canvas.drawText("AUTO-ASSIST", x: right, y: 130, size: 20, Palette.good, alignment: .right)
    }
    if let sourceLabel {
      canvas.drawText(sourceLabel, x: right, y: 158, size: 20, Palette.accent, alignment: .right)
    }
  }
}
