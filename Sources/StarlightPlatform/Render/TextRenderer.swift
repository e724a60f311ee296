import CSDL2
import CSDL2TTF
import Foundation
import Logging
import StarlightPixels

/// Draws text with a TTF system font when one is found, else with the built-in bitmap
/// font, so text is always legible. Rendered strings are cached as textures because HUD
/// text changes rarely compared with the frame rate. A string is rendered once in white and
/// tinted as it is drawn (colour and alpha modulation), so text that fades or changes
/// colour every frame (a rising "+1", glyphs brightening as a ring turns) still hits the
/// cache: a new texture each frame cost a TTF render on the game thread and, with a
/// software GL (llvmpipe, as under Xvfb), far more in the rasterizer's threads.
final class TextRenderer {
  enum Alignment {
    case left
    case center
    case right
  }

  private struct CacheKey: Hashable {
    let text: String
    let size: Int
  }

  private struct CachedText {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    var lastUsedFrame: Int
  }

  /// Fonts tried in order; DejaVu comes with the README's set-up command.
  static let fontCandidates = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
  ]
  private static let maxCachedTexts = 256
  private static let fontPointSizes = [16, 20, 28, 40, 64]

  private let renderer: OpaquePointer
  private let logger = Logger(label: "starlight.text")
  private var fonts: [Int: OpaquePointer] = [:]
  private var cache: [CacheKey: CachedText] = [:]
  private var frame = 0
  let usesBitmapFallback: Bool

  init(renderer: OpaquePointer, fontPath: String?) {
    self.renderer = renderer
    var loaded: [Int: OpaquePointer] = [:]
    if TTF_Init() == 0 {
      let candidates = (fontPath.map { [$0] } ?? []) + Self.fontCandidates
      if let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) {
        for size in Self.fontPointSizes {
          if let font = TTF_OpenFont(path, Int32(size)) { loaded[size] = font }
        }
        logger.info("text font: \(path)")
      }
    } else {
      logger.warning("SDL_ttf unavailable: \(String(cString: SDL_GetError()))")
    }
    fonts = loaded
    usesBitmapFallback = loaded.isEmpty
    if usesBitmapFallback { logger.warning("no TTF font found; using the built-in bitmap font") }
  }

  deinit {
    destroyTextures()
    for font in fonts.values { TTF_CloseFont(font) }
    if TTF_WasInit() > 0 { TTF_Quit() }
  }

  /// Destroys every cached texture; the canvas calls this before destroying the renderer
  /// they belong to (afterwards they would be dangling).
  func destroyTextures() {
    for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    cache.removeAll()
  }

  func beginFrame() {
    frame += 1
  }

  /// Draws `text` with its top edge at `y`, anchored at `x` by `alignment`.
  func draw(_ text: String, x: Int, y: Int, size: Int, color: Color, alignment: Alignment = .left) {
    guard !text.isEmpty else { return }
    if usesBitmapFallback {
      drawBitmap(text, x: x, y: y, size: size, color: color, alignment: alignment)
      return
    }
    guard let entry = texture(for: CacheKey(text: text, size: size)) else { return }
    SDL_SetTextureColorMod(entry.texture, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(entry.texture, color.alpha)
    var destination = SDL_Rect(
      x: Int32(anchor(x, width: Int(entry.width), alignment)), y: Int32(y), w: entry.width,
      h: entry.height)
    SDL_RenderCopy(renderer, entry.texture, nil, &destination)
  }

  /// How wide `text` is drawn at `size`, in logical pixels (for fitting text to the screen).
  func width(of text: String, size: Int) -> Int {
    guard !text.isEmpty else { return 0 }
    if usesBitmapFallback {
      let scale = max(1, (size + BitmapFont.cellHeight / 2) / BitmapFont.cellHeight)
      return BitmapFont.standard.measure(text, scale: scale).width
    }
    let pointSize = Self.fontPointSizes.min { abs($0 - size) < abs($1 - size) } ?? size
    guard let font = fonts[pointSize] else { return 0 }
    var width: Int32 = 0
    var height: Int32 = 0
    guard TTF_SizeUTF8(font, text, &width, &height) == 0 else { return 0 }
    return Int(width)
  }

  private func texture(for key: CacheKey) -> CachedText? {
    if var entry = cache[key] {
      entry.lastUsedFrame = frame
      cache[key] = entry
      return entry
    }
    let pointSize = Self.fontPointSizes.min { abs($0 - key.size) < abs($1 - key.size) } ?? key.size
    guard let font = fonts[pointSize] else { return nil }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let surface = TTF_RenderUTF8_Blended(font, key.text, white) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    evictIfFull()
    let entry = CachedText(
      texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsedFrame: frame)
    cache[key] = entry
    return entry
  }

  private func evictIfFull() {
    guard cache.count >= Self.maxCachedTexts,
      let oldest = cache.min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })
    else { return }
    SDL_DestroyTexture(oldest.value.texture)
    cache.removeValue(forKey: oldest.key)
  }

  private func drawBitmap(
    _ text: String, x: Int, y: Int, size: Int, color: Color, alignment: Alignment
  ) {
    // Round to the nearest whole pixel scale so 16-point text stays readable (scale 2).
    let scale = max(1, (size + BitmapFont.cellHeight / 2) / BitmapFont.cellHeight)
    let font = BitmapFont.standard
    let width = font.measure(text, scale: scale).width
    let left = anchor(x, width: width, alignment)
    SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    for rect in font.layout(text, scale: scale) {
      var sdlRect = SDL_Rect(
        x: Int32(left + rect.x), y: Int32(y + rect.y), w: Int32(rect.width), h: Int32(rect.height))
      SDL_RenderFillRect(renderer, &sdlRect)
    }
  }

  private func anchor(_ x: Int, width: Int, _ alignment: Alignment) -> Int {
    switch alignment {
    case .left: x
    case .center: x - width / 2
    case .right: x - width
    }
  }
}
