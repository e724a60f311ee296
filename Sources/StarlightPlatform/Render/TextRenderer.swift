import CSDL2
import CSDL2TTF
import Foundation
import Logging
import StarlightPixels

/// Draws text with a TTF system font when one is found, else with the built-in bitmap
/// font, so text is always legible. Characters the font lacks (a Japanese song title) are
/// drawn with a fallback font fontconfig names (`FontLocator`), run by run on one line.
/// Rendered strings are cached as textures because HUD text changes rarely compared with
/// the frame rate. A string is rendered once in white and tinted as it is drawn (colour and
/// alpha modulation), so text that fades or changes colour every frame (a rising "+1",
/// glyphs brightening as a ring turns) still hits the cache: a new texture each frame cost
/// a TTF render on the game thread and, with a software GL (llvmpipe, as under Xvfb), far
/// more in the rasterizer's threads. The strings share one texture (`TextAtlas`); one that
/// does not fit it gets a texture of its own.
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
    /// Where the string is in the atlas; nil for a texture of its own.
    let atlasSlot: TextAtlas.Slot?
    let width: Int32
    let height: Int32
    /// Where the glyphs' pixels are, within the texture (for the layout check).
    let ink: PixelRect?
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
  private(set) var fonts: [Int: OpaquePointer] = [:]
  /// Fonts for the characters the text font lacks, by point size, in order of preference.
  private(set) var fallbacks: [Int: [OpaquePointer]] = [:]
  private var cache: [CacheKey: CachedText] = [:]
  private var atlas: TextAtlas?
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
        for fallback in FontLocator.fallbacks(besides: path) {
          for size in Self.fontPointSizes {
            if let font = TTF_OpenFont(fallback, Int32(size)) {
              fallbacks[size, default: []].append(font)
            }
          }
          logger.info("fallback font: \(fallback)")
        }
      }
    } else {
      logger.warning("SDL_ttf unavailable: \(String(cString: SDL_GetError()))")
    }
    fonts = loaded
    usesBitmapFallback = loaded.isEmpty
    if !usesBitmapFallback { atlas = TextAtlas(renderer: renderer) }
    if usesBitmapFallback { logger.warning("no TTF font found; using the built-in bitmap font") }
  }

  deinit {
    destroyTextures()
    for font in fonts.values { TTF_CloseFont(font) }
    for font in fallbacks.values.joined() { TTF_CloseFont(font) }
    if TTF_WasInit() > 0 { TTF_Quit() }
  }

  /// Destroys every cached texture; the canvas calls this before destroying the renderer
  /// they belong to (afterwards they would be dangling).
  func destroyTextures() {
    for entry in cache.values where entry.atlasSlot == nil { SDL_DestroyTexture(entry.texture) }
    cache.removeAll()
    atlas = nil
  }

  func beginFrame() {
    frame += 1
  }

  /// Draws `text` with its top edge at `y`, anchored at `x` by `alignment`; returns where
  /// its glyphs' pixels landed (nil when nothing was drawn).
  @discardableResult
  func draw(
    _ text: String, x: Int, y: Int, size: Int, color: Color, alignment: Alignment = .left
  ) -> PixelRect? {
    guard !text.isEmpty else { return nil }
    if usesBitmapFallback {
      return drawBitmap(text, x: x, y: y, size: size, color: color, alignment: alignment)
    }
    guard let entry = texture(for: CacheKey(text: text, size: size)) else { return nil }
    SDL_SetTextureColorMod(entry.texture, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(entry.texture, color.alpha)
    let left = anchor(x, width: Int(entry.width), alignment)
    var destination = SDL_Rect(x: Int32(left), y: Int32(y), w: entry.width, h: entry.height)
    if let slot = entry.atlasSlot {
      var source = SDL_Rect(x: slot.x, y: slot.y, w: entry.width, h: entry.height)
      SDL_RenderCopy(renderer, entry.texture, &source, &destination)
    } else {
      SDL_RenderCopy(renderer, entry.texture, nil, &destination)
    }
    return entry.ink?.offsetBy(dx: left, dy: y)
  }

  /// The atlas's texture, for a batch that draws many texts in one call.
  var atlasTexture: OpaquePointer? { atlas?.texture }

  /// Whether `text` at `size` is ready to draw; one that is not is rendered first, into the
  /// atlas (which texts waiting to be drawn sample).
  func isCached(_ text: String, size: Int) -> Bool {
    cache[CacheKey(text: text, size: size)] != nil
  }

  /// Where `text`, placed as `draw` would place it, lands on screen and where it is in the
  /// atlas (texture coordinates), for a batch to draw; nil when it is not drawn from the
  /// atlas (the bitmap font, or a string too large for it: `draw` draws those).
  func atlasPlacement(
    _ text: String, x: Int, y: Int, size: Int, alignment: Alignment = .left
  ) -> (place: SDL_FRect, area: SDL_FRect, ink: PixelRect?)? {
    guard !text.isEmpty, !usesBitmapFallback, let atlas,
      let entry = texture(for: CacheKey(text: text, size: size)), let slot = entry.atlasSlot
    else { return nil }
    let left = anchor(x, width: Int(entry.width), alignment)
    let place = SDL_FRect(
      x: Float(left), y: Float(y), w: Float(entry.width), h: Float(entry.height))
    return (
      place, atlas.textureArea(of: slot, width: entry.width, height: entry.height),
      entry.ink?.offsetBy(dx: left, dy: y)
    )
  }

  /// How wide `text` is drawn at `size`, in logical pixels (for fitting text to the screen).
  func width(of text: String, size: Int) -> Int {
    guard !text.isEmpty else { return 0 }
    if usesBitmapFallback {
      let scale = max(1, (size + BitmapFont.cellHeight / 2) / BitmapFont.cellHeight)
      return BitmapFont.standard.measure(text, scale: scale).width
    }
    let pointSize = Self.fontPointSizes.min { abs($0 - size) < abs($1 - size) } ?? size
    return runs(text, pointSize: pointSize).reduce(0) { total, run in
      var width: Int32 = 0
      var height: Int32 = 0
      guard TTF_SizeUTF8(run.font, run.text, &width, &height) == 0 else { return total }
      return total + Int(width)
    }
  }

  /// Whether every character but spaces has a glyph in the text font or a fallback (the
  /// bitmap font draws ASCII only).
  func canDraw(_ text: String) -> Bool {
    let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
    if usesBitmapFallback { return scalars.allSatisfy(\.isASCII) }
    guard let size = Self.fontPointSizes.first, let main = fonts[size] else { return false }
    let others = fallbacks[size] ?? []
    return scalars.allSatisfy { scalar in
      ([main] + others).contains { TTF_GlyphIsProvided32($0, scalar.value) != 0 }
    }
  }

  private func texture(for key: CacheKey) -> CachedText? {
    if var entry = cache[key] {
      entry.lastUsedFrame = frame
      cache[key] = entry
      return entry
    }
    let pointSize = Self.fontPointSizes.min { abs($0 - key.size) < abs($1 - key.size) } ?? key.size
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let parts = runs(key.text, pointSize: pointSize)
    guard let first = parts.first,
      let surface = parts.count == 1
        ? TTF_RenderUTF8_Blended(first.font, first.text, white)
        : renderRuns(parts, color: white)
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    evictIfFull()
    let slot = placeInAtlas(surface)
    guard let atlas, let slot else {
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
      return remember(key, texture: texture, slot: nil, surface: surface)
    }
    return remember(key, texture: atlas.texture, slot: slot, surface: surface)
  }

  private func remember(
    _ key: CacheKey, texture: OpaquePointer, slot: TextAtlas.Slot?,
    surface: UnsafeMutablePointer<SDL_Surface>
  ) -> CachedText {
    let entry = CachedText(
      texture: texture, atlasSlot: slot, width: surface.pointee.w, height: surface.pointee.h,
      ink: SurfaceInk.bounds(of: surface), lastUsedFrame: frame)
    cache[key] = entry
    return entry
  }

  /// `surface` copied into the atlas, which is emptied first when it has no room (the
  /// strings it held are rendered again as they are drawn); nil when it cannot hold it.
  private func placeInAtlas(_ surface: UnsafeMutablePointer<SDL_Surface>) -> TextAtlas.Slot? {
    guard let atlas, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
    else { return nil }
    if let slot = atlas.place(surface) { return slot }
    atlas.empty()
    cache = cache.filter { $0.value.atlasSlot == nil }
    return atlas.place(surface)
  }

  private func evictIfFull() {
    guard cache.count >= Self.maxCachedTexts,
      let oldest = cache.min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })
    else { return }
    if oldest.value.atlasSlot == nil { SDL_DestroyTexture(oldest.value.texture) }
    cache.removeValue(forKey: oldest.key)
  }

  private func drawBitmap(
    _ text: String, x: Int, y: Int, size: Int, color: Color, alignment: Alignment
  ) -> PixelRect? {
    // Round to the nearest whole pixel scale so 16-point text stays readable (scale 2).
    let scale = max(1, (size + BitmapFont.cellHeight / 2) / BitmapFont.cellHeight)
    let font = BitmapFont.standard
    let width = font.measure(text, scale: scale).width
    let left = anchor(x, width: width, alignment)
    SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    let glyphs = font.layout(text, scale: scale).map { $0.offsetBy(dx: left, dy: y) }
    for rect in glyphs {
      var sdlRect = SDL_Rect(
        x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
      SDL_RenderFillRect(renderer, &sdlRect)
    }
    return SurfaceInk.union(glyphs)
  }

  private func anchor(_ x: Int, width: Int, _ alignment: Alignment) -> Int {
    switch alignment {
    case .left: x
    case .center: x - width / 2
    case .right: x - width
    }
  }
}
