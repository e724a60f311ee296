import StarlightPixels

/// What counts as text over text: two strings whose glyph boxes share a pixel, or a string
/// whose glyphs reach past the screen's edge. Glyph boxes (`SurfaceInk`), not line boxes, so
/// lines set tightly are not flagged while "4 lanes92.44 %" is. The same string drawn again
/// a few pixels off is one title glowing (its layers), not text over text.
enum TextLayoutCheck {
  /// How far apart the layers of one glowing string may be.
  static let glowSpread = 8

  static func problems(
    in boxes: [TextLayoutLog.Box], screenWidth: Int, screenHeight: Int
  ) -> [String] {
    var found: [String] = []
    // Text wholly off the screen (a panel sliding away) is not seen; text cut by an edge is.
    let screen = PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
    for box in boxes
    where intersects(box.ink, screen) && !inside(box.ink, width: screenWidth, height: screenHeight)
    {
      found.append("\(quoted(box)) leaves the screen")
    }
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...]
      where intersects(box.ink, other.ink) && !areGlowLayers(box, other) {
        found.append("\(quoted(box)) overlaps \(quoted(other))")
      }
    }
    return found
  }

  static func intersects(_ a: PixelRect, _ b: PixelRect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  static func areGlowLayers(_ a: TextLayoutLog.Box, _ b: TextLayoutLog.Box) -> Bool {
    a.text == b.text && abs(a.ink.x - b.ink.x) <= glowSpread && abs(a.ink.y - b.ink.y) <= glowSpread
  }

  static func inside(_ rect: PixelRect, width: Int, height: Int) -> Bool {
    rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && rect.y + rect.height <= height
  }

  private static func quoted(_ box: TextLayoutLog.Box) -> String {
    let ink = box.ink
    return "\"\(box.text)\" (x \(ink.x)...\(ink.x + ink.width), y \(ink.y)...\(ink.y + ink.height))"
  }
}
