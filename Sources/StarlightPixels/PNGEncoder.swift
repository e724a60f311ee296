/// Encodes 8-bit RGBA images as PNG files, without zlib or any other dependency, so the game can
/// write screenshots (and tests can write visual checks) anywhere Swift runs.
public enum PNGEncoder {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private static let bytesPerPixel = 4
  private static let bitDepth: UInt8 = 8
  private static let colorTypeRGBA: UInt8 = 6
  private static let compressionMethodDeflate: UInt8 = 0
  private static let filterMethodAdaptive: UInt8 = 0
  private static let interlaceNone: UInt8 = 0
  /// PNG stores dimensions and chunk lengths as 31-bit values.
  private static let maxDimension = Int(Int32.max)
  /// Splitting image data keeps every IDAT length far below the 31-bit chunk limit.
  private static let maxIDATLength = 1 << 20

  private enum ChunkType {
    static let header = Array("IHDR".utf8)
    static let imageData = Array("IDAT".utf8)
    static let end = Array("IEND".utf8)
  }

  /// Encodes `rgba` (rows top to bottom, 4 bytes per pixel: red, green, blue, alpha, straight
  /// alpha) as a complete PNG file.
  ///
  /// - Throws: ``PNGEncoderError/invalidDimensions(width:height:)`` when a dimension is not
  ///   positive or too large, ``PNGEncoderError/bufferSizeMismatch(expected:actual:)`` when
  ///   `rgba.count` is not `width * height * 4`.
  public static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> [UInt8] {
    let expectedCount = try validatedByteCount(width: width, height: height)
    guard rgba.count == expectedCount else {
      throw PNGEncoderError.bufferSizeMismatch(expected: expectedCount, actual: rgba.count)
    }

    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [
      bitDepth, colorTypeRGBA, compressionMethodDeflate, filterMethodAdaptive, interlaceNone,
    ]

    let filtered = PNGRowFilter.filterImage(rgba: rgba, width: width, height: height)
    let compressed = Zlib.compress(filtered)

    var file = signature
    appendChunk(ChunkType.header, data: header[...], to: &file)
    var start = 0
    repeat {
      let end = min(start + maxIDATLength, compressed.count)
      appendChunk(ChunkType.imageData, data: compressed[start..<end], to: &file)
      start = end
    } while start < compressed.count
    appendChunk(ChunkType.end, data: [], to: &file)
    return file
  }

  private static func validatedByteCount(width: Int, height: Int) throws -> Int {
    let invalid = PNGEncoderError.invalidDimensions(width: width, height: height)
    guard (1...maxDimension).contains(width), (1...maxDimension).contains(height) else {
      throw invalid
    }
    let (pixelCount, pixelOverflow) = width.multipliedReportingOverflow(by: height)
    let (byteCount, byteOverflow) = pixelCount.multipliedReportingOverflow(by: bytesPerPixel)
    // The filtered copy adds a byte per row, so leave room for that as well.
    let (_, filteredOverflow) = byteCount.addingReportingOverflow(height)
    guard !pixelOverflow, !byteOverflow, !filteredOverflow else { throw invalid }
    return byteCount
  }

  private static func appendChunk(_ type: [UInt8], data: ArraySlice<UInt8>, to file: inout [UInt8])
  {
    file.appendBigEndian(UInt32(data.count))
    file.append(contentsOf: type)
    file.append(contentsOf: data)
    var crc = CRC32()
    crc.update(type)
    crc.update(data)
    file.appendBigEndian(crc.value)
  }
}
