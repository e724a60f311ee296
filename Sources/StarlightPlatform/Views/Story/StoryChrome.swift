import Foundation
import StarlightCore

/// The pieces every menu screen shares: the game's logo, a screen heading, panels, the
/// highlighted-row bar and the footer of key hints.
enum StoryChrome {
  static let gameTitle = "STARLIGHT SYNC"

  /// "STARLIGHT SYNC" with a cyan glow and a light sweeping along the rule beneath it.
  static func logo(centerX: Int, y: Int, size: Int, time: Nanoseconds, on canvas: Canvas) {
    let seconds = StoryStyle.seconds(time)
    let glow = StoryStyle.faded(StoryPalette.titleGlow, 0.25 + 0.1 * sin(seconds * 1.5))
    for (dx, dy) in [(-2, 0), (2, 0), (0, -2), (0, 2)] {
      canvas.drawText(
        gameTitle, x: centerX + dx, y: y + dy, size: size, glow, alignment: .center)
    }
    canvas.drawText(gameTitle, x: centerX, y: y, size: size, StoryPalette.title, alignment: .center)
    // Capitals run wider than the average the estimate assumes.
    let ruleWidth = StoryStyle.estimatedWidth(gameTitle, size: size) * 11 / 10
    let ruleY = y + size + size / 4
    rule(centerX: centerX, y: ruleY, width: ruleWidth, on: canvas)
    let sweep = (seconds * 0.35).truncatingRemainder(dividingBy: 1)
    let sweepX = centerX - ruleWidth / 2 + Int(Double(ruleWidth) * sweep)
    canvas.fill(
      x: sweepX - 30, y: ruleY - 1, width: 60, height: 4, StoryPalette.star.withAlpha(150))
  }

  /// A thin horizontal line that fades out towards both ends.
  static func rule(centerX: Int, y: Int, width: Int, on canvas: Canvas) {
    let segments = 16
    let segmentWidth = width / segments
    for segment in 0..<segments {
      let distance = abs(Double(segment) + 0.5 - Double(segments) / 2) / (Double(segments) / 2)
      canvas.fill(
        x: centerX - width / 2 + segment * segmentWidth, y: y, width: segmentWidth + 1, height: 2,
        StoryPalette.titleGlow.withAlpha(UInt8(200 * (1 - distance))))
    }
  }

  /// A sub-screen's heading: the small logo, then the screen's name.
  static func heading(_ title: String, time: Nanoseconds, on canvas: Canvas) {
    canvas.drawText(
      gameTitle, x: StoryStyle.centerX, y: 28, size: 16, StoryPalette.dimText, alignment: .center)
    canvas.drawText(
      title, x: StoryStyle.centerX, y: 52, size: 40, StoryPalette.title, alignment: .center)
    rule(centerX: StoryStyle.centerX, y: 104, width: 420, on: canvas)
  }

  /// A translucent panel with a cyan edge.
  static func panel(x: Int, y: Int, width: Int, height: Int, on canvas: Canvas) {
    canvas.fill(x: x, y: y, width: width, height: height, StoryPalette.panel)
    canvas.fill(x: x, y: y, width: width, height: 1, StoryPalette.panelEdge)
    canvas.fill(x: x, y: y + height - 1, width: width, height: 1, StoryPalette.panelEdge)
    canvas.fill(x: x, y: y, width: 1, height: height, StoryPalette.panelEdge)
    canvas.fill(x: x + width - 1, y: y, width: 1, height: height, StoryPalette.panelEdge)
  }

  /// The bar behind a selected row: a pulsing gold glow with bright ends and two
  /// chevrons pointing at it.
  static func selectionBar(
    x: Int, y: Int, width: Int, height: Int, time: Nanoseconds, chevrons: Bool = true,
    on canvas: Canvas
  ) {
    let pulse = 0.5 + 0.5 * sin(StoryStyle.seconds(time) * StoryStyle.selectionPulseRate)
    canvas.fill(
      x: x, y: y, width: width, height: height,
      StoryPalette.selection.withAlpha(UInt8(34 + 30 * pulse)))
    canvas.fill(x: x, y: y, width: 3, height: height, StoryPalette.selectionEdge)
    canvas.fill(x: x + width - 3, y: y, width: 3, height: height, StoryPalette.selectionEdge)
    guard chevrons else { return }
    let middle = Float(y + height / 2)
    let nudge = Float(4 * pulse)
    let left = Float(x - 14) - nudge
    let right = Float(x + width + 14) + nudge
    canvas.fillPolygon(
      [(left, middle - 8), (left + 10, middle), (left, middle + 8)], StoryPalette.accent)
    canvas.fillPolygon(
      [(right, middle - 8), (right, middle + 8), (right - 10, middle)], StoryPalette.accent)
  }

  /// A small triangle pointing left or right, for a value that left and right change.
  static func arrow(pointingRight: Bool, x: Int, centerY: Int, _ color: Color, on canvas: Canvas) {
    let tip = Float(pointingRight ? x + 8 : x)
    let back = Float(pointingRight ? x : x + 8)
    let middle = Float(centerY)
    canvas.fillPolygon([(back, middle - 7), (tip, middle), (back, middle + 7)], color)
  }

  /// The bottom strip: key caps with what they do, centred as a group.
  static func footer(_ hints: [(key: String, action: String)], on canvas: Canvas) {
    let top = StoryStyle.height - StoryStyle.footerHeight
    canvas.fill(
      x: 0, y: top, width: StoryStyle.width, height: StoryStyle.footerHeight, StoryPalette.footer)
    canvas.fill(x: 0, y: top, width: StoryStyle.width, height: 1, StoryPalette.panelEdge)
    // Between the status line's side margins (the muted marker sits in the left one); a
    // long row of hints closes its gaps to stay there (the text is at its smallest size).
    let room = StoryStyle.width - 2 * StatusLine.sideMargin
    let size = footerTextSize
    var gap = footerGap
    let widths = hintWidths(hints, size: size, on: canvas)
    let total = { widths.reduce(0, +) + gap * max(0, hints.count - 1) }
    while total() > room, gap > footerLeastGap { gap -= 2 }
    var x = StoryStyle.centerX - total() / 2
    for (hint, width) in zip(hints, widths) {
      let capWidth = keyCapWidth(hint.key, size: size, on: canvas)
      keyCap(hint.key, x: x, y: top + 10, width: capWidth, size: size, on: canvas)
      canvas.drawText(
        hint.action, x: x + capWidth + footerCapGap, y: top + 12, size: size,
        StoryPalette.dimText)
      x += width + gap
    }
  }

  static let footerTextSize = 16
  static let footerGap = 34
  static let footerLeastGap = 14
  /// Between a key cap and what it does.
  static let footerCapGap = 8

  private static func hintWidths(
    _ hints: [(key: String, action: String)], size: Int, on canvas: Canvas
  ) -> [Int] {
    hints.map {
      keyCapWidth($0.key, size: size, on: canvas) + footerCapGap
        + canvas.textWidth($0.action, size: size)
    }
  }

  private static func keyCapWidth(_ key: String, size: Int, on canvas: Canvas) -> Int {
    max(30, canvas.textWidth(key, size: size) + 16)
  }

  private static func keyCap(
    _ key: String, x: Int, y: Int, width: Int, size: Int, on canvas: Canvas
  ) {
    let height = 24
    canvas.fill(x: x, y: y, width: width, height: height, StoryPalette.keyCapEdge)
    canvas.fill(x: x + 1, y: y + 1, width: width - 2, height: height - 3, StoryPalette.keyCap)
    canvas.drawText(
      key, x: x + width / 2, y: y + 2, size: size, StoryPalette.text, alignment: .center)
  }
}
