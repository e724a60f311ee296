import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Free Play's message (a chart's error, say a note past the end of its audio) stays on the
/// screen (issue 24): drawn on SDL's dummy driver, no red pixel of it reaches either edge
/// column band. With STARLIGHT_TEST_SHOTS set to a folder, the frame is saved there to look at.
@Suite(.serialized, .sdlExclusive) struct FreePlayMessageFitTests {
  static let longError =
    "/home/player/.local/share/starlight-sync/library/songs/Some Very Long Pack Name/Chart.osu: notes[1234]: hold ending at 183456.789 ms is beyond the end of the audio (180000.000 ms); lane 3: note at 183460.000 ms is not after notes[1233]"

  /// Whether any pixel in the rows `rows` and columns `columns` is `color` (the problem red
  /// by default).
  func hasRed(
    _ canvas: Canvas, columns: Range<Int>, rows: Range<Int>, color: Color = StoryPalette.bad
  ) -> Bool {
    var rect = SDL_Rect(
      x: Int32(columns.lowerBound), y: Int32(rows.lowerBound), w: Int32(columns.count),
      h: Int32(rows.count))
    var bytes = [UInt8](repeating: 0, count: columns.count * rows.count * 4)
    let status = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress,
        Int32(columns.count * 4))
    }
    guard status == 0 else { return true }
    let red = color
    return stride(from: 0, to: bytes.count, by: 4).contains { index in
      abs(Int(bytes[index]) - Int(red.red)) < 40 && abs(Int(bytes[index + 1]) - Int(red.green)) < 40
        && abs(Int(bytes[index + 2]) - Int(red.blue)) < 40 && bytes[index] > 150
    }
  }

  @Test func aLongErrorStaysInsideTheScreen() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "free play", fullscreen: false)
    let list = SongList(entries: [])
    FreePlayView.draw(
      list, message: ([Self.longError, "Second line: " + Self.longError], true),
      emptyHint: "~/.local/share/starlight-sync/library", time: 0, on: canvas)
    let rows = FreePlayLayout.messageY..<(FreePlayLayout.messageY + 40)
    #expect(hasRed(canvas, columns: 400..<880, rows: rows), "the message is drawn")
    #expect(!hasRed(canvas, columns: 0..<FreePlayLayout.margin, rows: rows))
    #expect(
      !hasRed(
        canvas, columns: (Canvas.logicalWidth - FreePlayLayout.margin)..<Canvas.logicalWidth,
        rows: rows))
    if let folder = ProcessInfo.processInfo.environment["STARLIGHT_TEST_SHOTS"] {
      try canvas.saveScreenshot(to: "\(folder)/free-play-error.png")
    }
    withExtendedLifetime(sdl) {}
  }

  @Test func aLongNoticeStaysInsideTheScreen() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "notice", fullscreen: false)
    canvas.clear(Palette.background)
    StatusLine.draw(
      notices: ["Could not decode \(Self.longError): playing silently."], muted: false, on: canvas)
    let rows = StatusLine.bottomLineY..<(StatusLine.bottomLineY + 20)
    #expect(hasRed(canvas, columns: 400..<880, rows: rows, color: Palette.accent), "drawn")
    #expect(!hasRed(canvas, columns: 0..<StatusLine.sideMargin, rows: rows, color: Palette.accent))
    #expect(
      !hasRed(
        canvas, columns: (Canvas.logicalWidth - StatusLine.sideMargin)..<Canvas.logicalWidth,
        rows: rows, color: Palette.accent))
    withExtendedLifetime(sdl) {}
  }
}
