/// A built-in 5x7 pixel font (plus a one-row descender) so the game can still show text when no
/// TTF font is installed.
///
/// Covers printable ASCII (32...126); anything else draws as a hollow box so missing characters
/// are visible instead of silently vanishing. Each 5x8 glyph sits in a ``cellWidth`` x
/// ``cellHeight`` cell whose last column and last row stay empty, so neighbouring glyphs never
/// touch, not even a descender and the capital below it.
public struct BitmapFont: Sendable {
  /// Horizontal advance per character at scale 1, including the one-pixel gap.
  public static let cellWidth = 6
  /// Line advance at scale 1: seven rows of body, one of descender, one of gap.
  public static let cellHeight = 9
  /// Width of the drawable part of a cell.
  public static let glyphWidth = BitmapFontGlyphs.glyphWidth

  /// The shared instance; the font has no state, so one is enough.
  public static let standard = BitmapFont()

  private static let replacementRows: [UInt8] = [
    0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111, 0b00000, 0b00000,
  ]

  /// The sheet rows padded with the empty gap row(s) up to the full cell height.
  private static let paddedRows: [[UInt8]] = BitmapFontGlyphs.rowMasks.map { rows in
    rows + [UInt8](repeating: 0, count: max(0, cellHeight - rows.count))
  }

  /// Glyph rectangles at scale 1, computed once so layout only offsets and scales them.
  private static let glyphRects: [[PixelRect]] = paddedRows.map(rects(forRows:))
  private static let replacementRects: [PixelRect] = rects(forRows: replacementRows)

  public init() {}

  /// Whether `character` has its own glyph (as opposed to the replacement box).
  public func hasGlyph(for character: Character) -> Bool {
    Self.glyphIndex(for: character) != nil
  }

  /// One bitmask per row (``cellHeight`` rows). Bit `glyphWidth - 1 - x` is column x, so
  /// `0b10001` lights the leftmost and rightmost columns.
  public func rowMasks(for character: Character) -> [UInt8] {
    guard let index = Self.glyphIndex(for: character) else { return Self.replacementRows }
    return Self.paddedRows[index]
  }

  /// The whole cell, row-major, `cellWidth * cellHeight` entries; `true` is a lit pixel.
  public func pixels(for character: Character) -> [Bool] {
    var pixels: [Bool] = []
    pixels.reserveCapacity(Self.cellWidth * Self.cellHeight)
    for mask in rowMasks(for: character) {
      for column in 0..<Self.cellWidth {
        pixels.append(Self.isLit(mask, column: column))
      }
    }
    return pixels
  }

  /// The lit pixels of `text` as rectangles, with the top left of the first line at (0, 0).
  ///
  /// Horizontal runs are merged within a row, and identical runs on consecutive rows are merged
  /// into one taller rectangle, so a renderer issues a handful of fill calls per glyph instead of
  /// one per pixel. Any newline (`\n`, `\r\n`, `\r`, ...) starts a new line. A `scale` below 1 is
  /// treated as 1.
  public func layout(_ text: String, scale: Int = 1) -> [PixelRect] {
    let scale = max(scale, 1)
    var rects: [PixelRect] = []
    var penX = 0
    var penY = 0
    for character in text {
      if character.isNewline {
        penX = 0
        penY += Self.cellHeight * scale
        continue
      }
      let glyph =
        Self.glyphIndex(for: character).map { Self.glyphRects[$0] } ?? Self.replacementRects
      for rect in glyph {
        rects.append(
          PixelRect(
            x: penX + rect.x * scale, y: penY + rect.y * scale,
            width: rect.width * scale, height: rect.height * scale))
      }
      penX += Self.cellWidth * scale
    }
    return rects
  }

  /// The box ``layout(_:scale:)`` advances through: the longest line's cells by the number of
  /// lines. The width includes the gap column of the last character, which keeps it equal to
  /// the pen position where the next character would go. Empty text measures (0, 0).
  public func measure(_ text: String, scale: Int = 1) -> (width: Int, height: Int) {
    guard !text.isEmpty else { return (0, 0) }
    let scale = max(scale, 1)
    var lineCount = 1
    var longestLine = 0
    var currentLine = 0
    for character in text {
      if character.isNewline {
        lineCount += 1
        currentLine = 0
      } else {
        currentLine += 1
        longestLine = max(longestLine, currentLine)
      }
    }
    return (longestLine * Self.cellWidth * scale, lineCount * Self.cellHeight * scale)
  }

  private static func glyphIndex(for character: Character) -> Int? {
    // Multi-scalar characters (combining accents, emoji sequences) have no glyph even when they
    // start with ASCII, otherwise "e\u{301}" would silently lose its accent.
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return nil }
    let code = scalar.value
    guard code >= BitmapFontGlyphs.firstCode, code <= BitmapFontGlyphs.lastCode else { return nil }
    let index = Int(code - BitmapFontGlyphs.firstCode)
    return index < paddedRows.count ? index : nil
  }

  private static func isLit(_ mask: UInt8, column: Int) -> Bool {
    guard column < glyphWidth else { return false }
    return (mask >> (glyphWidth - 1 - column)) & 1 == 1
  }

  private static func rects(forRows rows: [UInt8]) -> [PixelRect] {
    var rects: [PixelRect] = []
    for (row, mask) in rows.enumerated() {
      var column = 0
      while column < glyphWidth {
        guard isLit(mask, column: column) else {
          column += 1
          continue
        }
        let start = column
        while column < glyphWidth && isLit(mask, column: column) {
          column += 1
        }
        let width = column - start
        // Extend the run directly above when it has the same span; stems and bars then become
        // a single rectangle.
        if let above = rects.firstIndex(where: {
          $0.x == start && $0.width == width && $0.y + $0.height == row
        }) {
          rects[above].height += 1
        } else {
          rects.append(PixelRect(x: start, y: row, width: width, height: 1))
        }
      }
    }
    return rects
  }
}
