import StarlightCore
import StarlightPixels
import Testing

@testable import StarlightPlatform

/// What the layout walk counts as text over text, on hand-made glyph boxes.
@Suite struct TextLayoutCheckTests {
  static func box(_ text: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int)
    -> TextLayoutLog.Box
  {
    TextLayoutLog.Box(text: text, ink: PixelRect(x: x, y: y, width: width, height: height))
  }

  static func problems(_ boxes: [TextLayoutLog.Box]) -> [String] {
    TextLayoutCheck.problems(in: boxes, screenWidth: 1280, screenHeight: 720)
  }

  @Test("two strings sharing a pixel overlap; touching edges and tight lines do not")
  func overlaps() {
    let lanes = Self.box("4 lanes", 520, 193, 64, 12)
    #expect(Self.problems([lanes, Self.box("92.44 %", 583, 193, 60, 12)]).count == 1)
    #expect(Self.problems([lanes, Self.box("92.44 %", 584, 193, 60, 12)]).isEmpty)
    #expect(Self.problems([lanes, Self.box("next line", 520, 205, 80, 12)]).isEmpty)
  }

  @Test("a glowing title's layers a few pixels apart are one string; other copies are not")
  func glow() {
    let title = Self.box("FIREWALL", 460, 259, 358, 47)
    #expect(Self.problems([title, Self.box("FIREWALL", 466, 259, 358, 47)]).isEmpty)
    #expect(Self.problems([title, Self.box("FIREWALL", 480, 259, 358, 47)]).count == 1)
  }

  @Test("text cut by the screen's edge is found; text wholly off it is not seen")
  func edges() {
    #expect(
      Self.problems([Self.box("judge windows", 59, 644, 1321, 15)]) == [
        "\"judge windows\" (x 59...1380, y 644...659) leaves the screen"
      ])
    #expect(Self.problems([Self.box("FULL", 780, 846, 43, 12)]).isEmpty)
  }

  @Test("an opaque panel drawn over earlier text hides it from the check")
  func cover() {
    let log = TextLayoutLog()
    log.startFrame()
    log.record("9/24 notes", ink: PixelRect(x: 1020, y: 223, width: 95, height: 13))
    log.cover(PixelRect(x: 890, y: 100, width: 360, height: 600))
    log.record("integrity drain per miss", ink: PixelRect(x: 903, y: 219, width: 211, height: 15))
    log.finishFrame(screenWidth: 1280, screenHeight: 720)
    #expect(log.findings.isEmpty)
    log.startFrame()
    log.record("9/24 notes", ink: PixelRect(x: 1020, y: 223, width: 95, height: 13))
    log.record("integrity drain per miss", ink: PixelRect(x: 903, y: 219, width: 211, height: 15))
    log.finishFrame(screenWidth: 1280, screenHeight: 720)
    #expect(log.findings.count == 1)
    #expect(log.frames == 2)
  }
}

/// The status line shows a notice too long for its lines a page at a time, newest first.
@Suite struct StatusLinePagesTests {
  @Test("a notice of many lines: pages of four, every line shown once, then round again")
  func pages() {
    let notice = (1...14).map { "line\($0) of a notice long enough to take a line" }
      .joined(separator: " ")
    let total = TextWrap.lines(
      notice, size: StatusLine.textSize, width: Canvas.logicalWidth - 2 * StatusLine.sideMargin,
      maxLines: StatusLine.longestNotice
    ).count
    let pageCount = (total + StatusLine.maxLines - 1) / StatusLine.maxLines
    #expect(pageCount >= 2, "the notice is longer than the status line")
    let pages = (0..<pageCount).map {
      StatusLine.lines([notice], at: StatusLine.pageDuration * Nanoseconds($0))
    }
    #expect(pages.allSatisfy { $0.count <= StatusLine.maxLines })
    #expect(pages.map(\.count).reduce(0, +) == total)
    #expect(
      StatusLine.lines([notice], at: StatusLine.pageDuration * Nanoseconds(pageCount)) == pages[0])
    let words = pages.flatMap { $0 }.joined(separator: " ").split(separator: " ")
    #expect(words.count == notice.split(separator: " ").count, "no word lost")
  }
}
