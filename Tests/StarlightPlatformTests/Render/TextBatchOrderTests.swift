import CSDL2
import Foundation
import Testing

@testable import StarlightPlatform

/// Texts wait in a batch of their own, drawn after the waiting shapes: a shape asked for
/// after a text joins the shapes only where it cannot touch the text, so the picture is
/// the one asked for, in fewer draw calls.
@Suite(.serialized, .sdlExclusive) struct TextBatchOrderTests {
  /// The RGB of every pixel of `rect`, read back from the canvas.
  static func pixels(_ canvas: Canvas, _ rect: SDL_Rect) -> [[UInt8]] {
    var area = rect
    var bytes = [UInt8](repeating: 0, count: Int(rect.w * rect.h) * 4)
    _ = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer, &area, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress,
        rect.w * 4)
    }
    return stride(from: 0, to: bytes.count, by: 4).map { Array(bytes[$0..<$0 + 3]) }
  }

  static func canvas(_ sdl: SDLContext) throws -> Canvas {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let canvas = try Canvas(sdl: sdl, title: "text batch", fullscreen: false)
    canvas.drawCounts = DrawCounts()
    canvas.clear(Color(0, 0, 0))
    return canvas
  }

  @Test func aShapeAskedForAfterATextOverItIsDrawnOverIt() throws {
    let sdl = try SDLContext()
    let canvas = try Self.canvas(sdl)
    #expect(!canvas.text.usesBitmapFallback)
    canvas.drawText("WWWW", x: 100, y: 100, size: 40, Color(255, 255, 255))
    canvas.fill(x: 90, y: 90, width: 300, height: 80, Color(200, 0, 0))
    canvas.flushShapes()
    let covered = Self.pixels(canvas, SDL_Rect(x: 90, y: 90, w: 300, h: 80))
    withExtendedLifetime(sdl) {}
    #expect(covered.allSatisfy { $0 == [200, 0, 0] })
    // The text's batch, then the shape's.
    #expect(canvas.drawCounts?.batches == 2)
  }

  @Test func aShapeBesideAWaitingTextJoinsTheShapesAndBothAreDrawn() throws {
    let sdl = try SDLContext()
    let canvas = try Self.canvas(sdl)
    #expect(!canvas.text.usesBitmapFallback)
    // A frame before, so both strings are in the atlas (as after a view's first frame).
    canvas.drawText("WWWW", x: 100, y: 100, size: 40, Color(255, 255, 255))
    canvas.drawText("MMMM", x: 100, y: 300, size: 40, Color(255, 255, 255))
    canvas.present()
    canvas.drawCounts = DrawCounts()
    canvas.clear(Color(0, 0, 0))
    canvas.fill(x: 0, y: 0, width: 50, height: 50, Color(0, 0, 200))
    canvas.drawText("WWWW", x: 100, y: 100, size: 40, Color(237, 121, 60))
    canvas.fill(x: 600, y: 400, width: 40, height: 40, Color(0, 200, 0))
    canvas.drawText("MMMM", x: 100, y: 300, size: 40, Color(255, 255, 255))
    canvas.flushShapes()
    let firstText = Self.pixels(canvas, SDL_Rect(x: 100, y: 100, w: 200, h: 50))
    let secondText = Self.pixels(canvas, SDL_Rect(x: 100, y: 300, w: 200, h: 50))
    let shapes =
      Self.pixels(canvas, SDL_Rect(x: 600, y: 400, w: 40, h: 40))
      + Self.pixels(canvas, SDL_Rect(x: 0, y: 0, w: 50, h: 50))
    withExtendedLifetime(sdl) {}
    // Both shapes in one call, both texts in another.
    #expect(canvas.drawCounts?.batches == 2)
    #expect(shapes.filter { $0 == [0, 200, 0] }.count == 40 * 40)
    #expect(shapes.filter { $0 == [0, 0, 200] }.count == 50 * 50)
    // Each text's solid glyph pixels in its own tint (vertex colour, not the texture's).
    #expect(firstText.contains([237, 121, 60]))
    #expect(!firstText.contains([255, 255, 255]))
    #expect(secondText.contains([255, 255, 255]))
  }

  @Test func aTextDrawnForTheFirstTimeDoesNotChangeTheTextsWaiting() throws {
    let sdl = try SDLContext()
    let canvas = try Self.canvas(sdl)
    canvas.drawText("first", x: 100, y: 100, size: 40, Color(255, 255, 255))
    let before = canvas.drawCounts?.batches ?? 0
    // Not in the atlas yet: rendered into it, so what waits is drawn before.
    canvas.drawText("second", x: 100, y: 300, size: 40, Color(255, 255, 255))
    canvas.flushShapes()
    let firstText = Self.pixels(canvas, SDL_Rect(x: 100, y: 100, w: 150, h: 50))
    withExtendedLifetime(sdl) {}
    #expect(canvas.drawCounts?.batches == before + 2)
    #expect(firstText.contains([255, 255, 255]))
  }
}
