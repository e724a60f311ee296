import StarlightPixels
import Testing

@Suite("PNGEncoder")
struct PNGEncoderTests {
  private static func flatImage(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    Array([[UInt8]](repeating: rgba, count: width * height).joined())
  }

  /// Gradients, noise, repeated rows and a hard edge, so different rows favour different
  /// filters.
  private static func mixedImage(width: Int, height: Int) -> [UInt8] {
    var generator = SeededGenerator(seed: 99)
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        switch y % 4 {
        case 0: pixels += [UInt8(x * 7 % 256), UInt8(y * 3 % 256), 128, 255]
        case 1: pixels += generator.bytes(4)
        case 2: pixels += [UInt8((x + y) % 256), UInt8((x * y) % 256), UInt8(x % 2 * 255), 200]
        default: pixels += x < width / 2 ? [10, 20, 30, 255] : [250, 240, 230, 0]
        }
      }
    }
    return pixels
  }

  @Test func flatFrameRoundTripsAndIsSmall() throws {
    let width = 640
    let height = 360
    let pixels = Self.flatImage(width: width, height: height, rgba: [18, 24, 56, 255])
    let png = try PNGEncoder.encode(width: width, height: height, rgba: pixels)
    // Deflate tops out near 1:1000; a 921,600-byte frame should land in a few KB.
    #expect(png.count < 4_000, "a flat 640x360 frame took \(png.count) bytes")
    let image = try LibPNGDecoder.decode(png)
    #expect(image.width == width && image.height == height)
    #expect(image.rgba == pixels)
  }

  @Test(arguments: [(1, 1), (2, 3), (37, 23), (128, 5)])
  func mixedImageRoundTrips(width: Int, height: Int) throws {
    let pixels = Self.mixedImage(width: width, height: height)
    let image = try LibPNGDecoder.decode(
      PNGEncoder.encode(width: width, height: height, rgba: pixels))
    #expect(image.width == width && image.height == height)
    #expect(image.rgba == pixels)
  }

  @Test("the file starts with the PNG signature and a 13-byte IHDR: size, depth 8, RGBA")
  func fileStartsWithSignatureAndHeader() throws {
    let png = try PNGEncoder.encode(width: 3, height: 2, rgba: [UInt8](repeating: 77, count: 24))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(png[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
    #expect(Array(png[16..<29]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
  }

  @Test("a large incompressible image decodes back byte for byte")
  func largeIncompressibleImageRoundTrips() throws {
    let width = 600
    let height = 500
    var generator = SeededGenerator(seed: 5)
    let pixels = generator.bytes(width * height * 4)
    let image = try LibPNGDecoder.decode(
      PNGEncoder.encode(width: width, height: height, rgba: pixels))
    #expect(image.rgba == pixels)
  }

  @Test(arguments: [(0, 1), (1, 0), (-1, 4), (4, -7), (Int(Int32.max) + 1, 1), (Int.max, Int.max)])
  func rejectsInvalidDimensions(width: Int, height: Int) {
    #expect(throws: PNGEncoderError.invalidDimensions(width: width, height: height)) {
      try PNGEncoder.encode(width: width, height: height, rgba: [])
    }
  }

  @Test(arguments: [0, 15, 17, 64])
  func rejectsBuffersOfTheWrongSize(count: Int) {
    #expect(throws: PNGEncoderError.bufferSizeMismatch(expected: 16, actual: count)) {
      try PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: count))
    }
  }

  @Test func errorsExplainThemselves() {
    let mismatch = PNGEncoderError.bufferSizeMismatch(expected: 16, actual: 15)
    #expect(mismatch.description.contains("15") && mismatch.description.contains("16"))
    let dimensions = PNGEncoderError.invalidDimensions(width: 0, height: 9)
    #expect(dimensions.description.contains("0x9"))
  }
}
