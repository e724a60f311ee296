/// Why ``PNGEncoder`` refused an image.
public enum PNGEncoderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Width and height must each be 1...2,147,483,647 (the PNG limit), and the pixel buffer size
  /// must fit in memory.
  case invalidDimensions(width: Int, height: Int)
  /// The pixel buffer must hold exactly width * height * 4 bytes (8-bit RGBA).
  case bufferSizeMismatch(expected: Int, actual: Int)
  /// libpng could not write the image; its own message.
  case libpng(String)

  public var description: String {
    switch self {
    case .invalidDimensions(let width, let height):
      "PNG dimensions \(width)x\(height) are invalid: width and height must be between 1 and "
        + "2147483647 and width * height * 4 must not overflow"
    case .bufferSizeMismatch(let expected, let actual):
      "RGBA buffer holds \(actual) bytes but width * height * 4 is \(expected)"
    case .libpng(let message):
      "libpng could not write the image: \(message)"
    }
  }
}
