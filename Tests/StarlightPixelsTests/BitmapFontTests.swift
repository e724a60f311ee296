import StarlightPixels
import Testing

@Suite("BitmapFont")
struct BitmapFontTests {
  private let font = BitmapFont.standard
  private static let printable: [Character] = (UInt8(32)...126).map {
    Character(Unicode.Scalar($0))
  }
  private static let cellArea = BitmapFont.cellWidth * BitmapFont.cellHeight

  @Test func coversAllPrintableASCII() {
    #expect(Self.printable.count == 95)
    for character in Self.printable {
      #expect(font.hasGlyph(for: character), "no glyph for \(character)")
      #expect(font.rowMasks(for: character).count == BitmapFont.cellHeight)
      #expect(font.pixels(for: character).count == Self.cellArea)
    }
  }

  @Test func everyPrintableGlyphExceptSpaceHasInk() {
    #expect(!font.pixels(for: " ").contains(true))
    for character in Self.printable where character != " " {
      #expect(font.pixels(for: character).contains(true), "glyph for \(character) is blank")
    }
  }

  @Test func glyphsLeaveTheGapColumnAndRowEmpty() {
    let gapColumn = BitmapFont.cellWidth - 1
    let gapRow = BitmapFont.cellHeight - 1
    for character in Self.printable + ["\u{1F3B5}"] {
      let pixels = font.pixels(for: character)
      for row in 0..<BitmapFont.cellHeight {
        #expect(!pixels[row * BitmapFont.cellWidth + gapColumn], "\(character) touches its gap")
      }
      for column in 0..<BitmapFont.cellWidth {
        #expect(!pixels[gapRow * BitmapFont.cellWidth + column], "\(character) touches next line")
      }
    }
  }

  @Test func everyGlyphIsDistinct() {
    let shapes = Self.printable.map { font.rowMasks(for: $0) }
    #expect(Set(shapes).count == Self.printable.count)
    #expect(!shapes.contains(font.rowMasks(for: "\u{1F3B5}")))
  }

  @Test(
    "Easily confused characters look different",
    arguments: [
      ("O", "0"), ("o", "0"), ("l", "1"), ("l", "I"), ("1", "I"), ("|", "l"), ("|", "1"),
      ("|", "I"), ("!", "|"), ("S", "5"), ("Z", "2"), ("B", "8"), ("G", "6"), ("-", "_"),
      ("'", "`"), ("'", "\""), (",", "."), (":", ";"), ("(", "["), ("/", "\\"), ("u", "v"),
    ] as [(Character, Character)])
  func similarCharactersDiffer(_ first: Character, _ second: Character) {
    #expect(font.pixels(for: first) != font.pixels(for: second))
  }

  @Test(arguments: ["\u{E9}", "e\u{301}", "\t", "\u{1F3B5}", "\u{7F}"] as [Character])
  func unknownCharactersDrawAsABox(_ character: Character) {
    #expect(!font.hasGlyph(for: character))
    let masks = font.rowMasks(for: character)
    let fullRow = UInt8(1 << BitmapFont.glyphWidth) - 1
    let sidesOnly = UInt8(1 << (BitmapFont.glyphWidth - 1)) | 1
    #expect(masks.first == fullRow)
    #expect(masks.contains(sidesOnly))
    #expect(masks == font.rowMasks(for: "\u{FFFD}"))
  }

  @Test func rowMasksReadLeftToRight() {
    let pixels = font.pixels(for: "L")
    let masks = font.rowMasks(for: "L")
    // "L" is a left stem with a full-width foot, so bit 4 is the left column.
    #expect(masks[0] == 0b10000)
    #expect(pixels[0] && !pixels[1])
    #expect(masks[6] == 0b11111)
  }

  @Test func layoutMergesHorizontalRuns() {
    #expect(font.layout("-") == [PixelRect(x: 0, y: 3, width: 5, height: 1)])
    #expect(font.layout("_", scale: 2) == [PixelRect(x: 0, y: 14, width: 10, height: 2)])
  }

  @Test func layoutMergesIdenticalRunsOnConsecutiveRows() {
    #expect(font.layout("|") == [PixelRect(x: 2, y: 0, width: 1, height: 7)])
    // Stems above the bar, the bar, stems below it.
    #expect(font.layout("H").count == 5)
  }

  @Test(arguments: [1, 3])
  func layoutCoversExactlyTheLitPixels(scale: Int) {
    for character in Self.printable + ["\u{E9}"] {
      let rects = font.layout(String(character), scale: scale)
      let lit = font.pixels(for: character)
      var covered = [Int](repeating: 0, count: Self.cellArea * scale * scale)
      for rect in rects {
        for y in rect.y..<(rect.y + rect.height) {
          for x in rect.x..<(rect.x + rect.width) {
            covered[y * BitmapFont.cellWidth * scale + x] += 1
          }
        }
      }
      let expected = (0..<covered.count).map { index in
        let x = index % (BitmapFont.cellWidth * scale) / scale
        let y = index / (BitmapFont.cellWidth * scale) / scale
        return lit[y * BitmapFont.cellWidth + x] ? 1 : 0
      }
      #expect(covered == expected, "layout of \(character) at scale \(scale)")
    }
  }

  @Test func layoutUsesFarFewerRectsThanPixels() {
    let text = "Perfect! Combo 128  Score: 0098765"
    let litPixels = text.reduce(0) { $0 + font.pixels(for: $1).filter { $0 }.count }
    let rects = font.layout(text)
    #expect(rects.reduce(0) { $0 + $1.area } == litPixels)
    #expect(rects.count * 2 < litPixels)
  }

  @Test func layoutAdvancesOneCellPerCharacter() {
    let scale = 2
    let advance = BitmapFont.cellWidth * scale
    let expected =
      font.layout("A", scale: scale)
      + font.layout("B", scale: scale).map { $0.offsetBy(dx: advance, dy: 0) }
      + font.layout("C", scale: scale).map { $0.offsetBy(dx: 3 * advance, dy: 0) }
    #expect(font.layout("AB C", scale: scale) == expected)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func newlinesStartANewLine(separator: String) {
    let scale = 3
    let expected =
      font.layout("AB", scale: scale)
      + font.layout("C", scale: scale).map { $0.offsetBy(dx: 0, dy: BitmapFont.cellHeight * scale) }
    #expect(font.layout("AB" + separator + "C", scale: scale) == expected)
  }

  @Test func measureSingleLine() {
    let size = font.measure("Hello", scale: 2)
    #expect(size.width == 5 * BitmapFont.cellWidth * 2)
    #expect(size.height == BitmapFont.cellHeight * 2)
  }

  @Test func measureUsesTheLongestLineAndCountsEveryLine() {
    let size = font.measure("Score\n0012345\n\nx\n", scale: 3)
    #expect(size.width == 7 * BitmapFont.cellWidth * 3)
    #expect(size.height == 5 * BitmapFont.cellHeight * 3)
  }

  @Test func measureOfEmptyTextIsZero() {
    let size = font.measure("")
    #expect(size.width == 0 && size.height == 0)
    #expect(font.layout("").isEmpty)
  }

  @Test func layoutStaysInsideTheMeasuredBox() {
    let text = "Great!\n99% sync\ngjpqy_"
    let size = font.measure(text, scale: 4)
    for rect in font.layout(text, scale: 4) {
      #expect(rect.x >= 0 && rect.y >= 0)
      #expect(rect.x + rect.width <= size.width && rect.y + rect.height <= size.height)
    }
  }

  @Test(arguments: [0, -2])
  func scaleBelowOneActsAsOne(scale: Int) {
    #expect(font.layout("Ag", scale: scale) == font.layout("Ag", scale: 1))
    let size = font.measure("Ag", scale: scale)
    #expect(size.width == 2 * BitmapFont.cellWidth && size.height == BitmapFont.cellHeight)
  }
}
