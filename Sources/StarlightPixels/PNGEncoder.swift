import CPNG

/// Encodes 8-bit RGBA images as PNG files through libpng's simplified API (its own zlib,
/// filters and checksums), so the game can write screenshots and tests visual checks.
public enum PNGEncoder {
  private static let bytesPerPixel = 4
  /// libpng's simplified API keeps dimensions in 32-bit fields; PNG allows 31 bits.
  private static let maxDimension = Int(Int32.max)

  /// Encodes `rgba` (rows top to bottom, 4 bytes per pixel: red, green, blue, alpha, straight
  /// alpha) as a complete PNG file.
  ///
  /// - Throws: ``PNGEncoderError/invalidDimensions(width:height:)`` when a dimension is not
  ///   positive or too large, ``PNGEncoderError/bufferSizeMismatch(expected:actual:)`` when
  ///   `rgba.count` is not `width * height * 4`, ``PNGEncoderError/libpng(_:)`` when libpng
  ///   refuses.
  public static func encode(width: Int, height: Int, rgba: [UInt8]) throws(PNGEncoderError)
    -> [UInt8]
  {
    let expectedCount = try validatedByteCount(width: width, height: height)
    guard rgba.count == expectedCount else {
      throw PNGEncoderError.bufferSizeMismatch(expected: expectedCount, actual: rgba.count)
    }
    var image = png_image()
    image.version = png_uint_32(starlight_png_image_version)
    image.width = png_uint_32(width)
    image.height = png_uint_32(height)
    image.format = png_uint_32(starlight_png_format_rgba)
    let stride = Int32(clamping: width * bytesPerPixel)
    defer { png_image_free(&image) }

    // First call sizes the file, second writes it.
    var size = 0
    guard png_image_write_to_memory(&image, nil, &size, 0, rgba, stride, nil) != 0 else {
      throw PNGEncoderError.libpng(message(of: image))
    }
    var file = [UInt8](repeating: 0, count: size)
    let written = file.withUnsafeMutableBytes { buffer in
      png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, rgba, stride, nil)
    }
    guard written != 0 else { throw PNGEncoderError.libpng(message(of: image)) }
    return Array(file.prefix(size))
  }

  private static func validatedByteCount(width: Int, height: Int) throws(PNGEncoderError) -> Int {
    let invalid = PNGEncoderError.invalidDimensions(width: width, height: height)
    guard (1...maxDimension).contains(width), (1...maxDimension).contains(height) else {
      throw invalid
    }
    let (pixelCount, pixelOverflow) = width.multipliedReportingOverflow(by: height)
    let (byteCount, byteOverflow) = pixelCount.multipliedReportingOverflow(by: bytesPerPixel)
    // A row's byte count must fit libpng's 32-bit stride.
    guard !pixelOverflow, !byteOverflow, width * bytesPerPixel <= Int(Int32.max) else {
      throw invalid
    }
    return byteCount
  }

  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
