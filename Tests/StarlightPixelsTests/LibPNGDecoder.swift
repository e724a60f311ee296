import CPNG

/// Decodes a PNG file back to 8-bit RGBA with libpng, so the encoder's tests check a file
/// that a real reader accepts.
enum LibPNGDecoder {
  struct Image {
    var width: Int
    var height: Int
    var rgba: [UInt8]
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func decode(_ file: [UInt8]) throws -> Image {
    var image = png_image()
    image.version = png_uint_32(starlight_png_image_version)
    defer { png_image_free(&image) }
    let opened = file.withUnsafeBytes {
      png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count)
    }
    guard opened != 0 else { throw Failure(description: message(of: image)) }
    image.format = png_uint_32(starlight_png_format_rgba)
    let width = Int(image.width)
    let height = Int(image.height)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let finished = rgba.withUnsafeMutableBytes {
      png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
    }
    guard finished != 0 else { throw Failure(description: message(of: image)) }
    return Image(width: width, height: height, rgba: rgba)
  }

  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
