import CSDL2
import StarlightPixels

/// Where a rendered line of text has its pixels: the box the layout check compares, tighter
/// than the texture, whose height holds the font's whole line (ascent to descent) and so
/// would make two lines set close together look as if they overlapped.
enum SurfaceInk {
  /// The smallest box around the pixels of `surface` that are not fully transparent; nil
  /// when every pixel is (a string of spaces). Read once, when a text's texture is made.
  static func bounds(of surface: UnsafeMutablePointer<SDL_Surface>) -> PixelRect? {
    let image = surface.pointee
    guard let format = image.format, format.pointee.BytesPerPixel == 4, let pixels = image.pixels
    else { return PixelRect(x: 0, y: 0, width: Int(image.w), height: Int(image.h)) }
    // Locking is needed only for RLE surfaces (SDL_MUSTLOCK, a macro Swift does not import)
    // and harmless otherwise.
    guard SDL_LockSurface(surface) == 0 else { return nil }
    defer { SDL_UnlockSurface(surface) }
    let alphaMask = format.pointee.Amask
    var (top, bottom, left, right) = (Int.max, -1, Int.max, -1)
    for row in 0..<Int(image.h) {
      let line = (pixels + row * Int(image.pitch)).assumingMemoryBound(to: UInt32.self)
      for column in 0..<Int(image.w) where line[column] & alphaMask != 0 {
        top = min(top, row)
        bottom = max(bottom, row)
        left = min(left, column)
        right = max(right, column)
      }
    }
    guard bottom >= 0 else { return nil }
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }

  /// The smallest box around all of `rects`; nil for none.
  static func union(_ rects: [PixelRect]) -> PixelRect? {
    guard let first = rects.first else { return nil }
    var (left, top, right, bottom) = (
      first.x, first.y, first.x + first.width, first.y + first.height
    )
    for rect in rects.dropFirst() {
      left = min(left, rect.x)
      top = min(top, rect.y)
      right = max(right, rect.x + rect.width)
      bottom = max(bottom, rect.y + rect.height)
    }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
