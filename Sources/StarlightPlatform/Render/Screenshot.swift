import CSDL2
import StarlightPixels

/// A frame read back from the renderer, as bytes R, G, B, A per pixel, row by row: made on
/// the drawing thread, encoded and written wherever suits (the background writer for F12).
public struct Screenshot: Sendable {
  static let bytesPerPixel = 4
  static let bitsPerPixel: Int32 = 32
  /// Bytes R, G, B, A in memory on little endian.
  static let pixelFormat = SDL_PIXELFORMAT_ABGR8888.rawValue
  /// File header and the largest info header SDL writes (14 + 124 bytes), rounded up.
  static let maxBMPHeaderSize = 256

  let width: Int32
  let height: Int32
  let rgba: [UInt8]

  /// The file for `path`: PNG when it ends in .png, else BMP.
  public func encoded(for path: String) throws -> [UInt8] {
    if path.lowercased().hasSuffix(".png") {
      return try PNGEncoder.encode(width: Int(width), height: Int(height), rgba: rgba)
    }
    // SDL writes the BMP into memory (pixels plus at most a V5 header): an SDL surface,
    // not the renderer, so any thread may.
    var pixels = rgba
    var bmp = [UInt8](repeating: 0, count: pixels.count + Self.maxBMPHeaderSize)
    let pitch = width * Int32(Self.bytesPerPixel)
    let written = pixels.withUnsafeMutableBytes { buffer -> Int in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, width, height, Self.bitsPerPixel, pitch, Self.pixelFormat)
      else { return -1 }
      defer { SDL_FreeSurface(surface) }
      return bmp.withUnsafeMutableBytes { file -> Int in
        guard let memory = SDL_RWFromMem(file.baseAddress, Int32(clamping: file.count))
        else { return -1 }
        defer { SDL_RWclose(memory) }
        guard SDL_SaveBMP_RW(surface, memory, 0) == 0 else { return -1 }
        return Int(SDL_RWtell(memory))
      }
    }
    guard written > 0 else { throw SDLError.current("SDL_SaveBMP") }
    return Array(bmp.prefix(written))
  }
}
