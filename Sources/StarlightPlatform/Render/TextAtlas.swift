import CSDL2

/// One texture that holds every cached string's pixels side by side, so a frame's texts are
/// copies from one texture instead of a texture each. A renderer switching textures between
/// copies is what cost: a bare SDL loop drawing 25 texts a frame from 25 textures ran at 71
/// fps where from one it ran at 104 (llvmpipe under Xvfb, this machine). Strings go onto
/// shelves (rows as tall as their tallest string), left to right; nothing is freed one by
/// one: when a string no longer fits the atlas is emptied and refilled as strings are drawn
/// (`TextRenderer` then forgets where they were). Written here because SDL has no atlas and
/// a shelf packer is the few lines below.
final class TextAtlas {
  /// A place in the atlas.
  struct Slot: Equatable {
    let x: Int32
    let y: Int32
  }

  private struct Shelf {
    let y: Int32
    let height: Int32
    var nextX: Int32
  }

  /// Pixels left around each string, so scaling never samples a neighbour.
  static let padding: Int32 = 1

  let texture: OpaquePointer
  let width: Int32
  let height: Int32
  private var shelves: [Shelf] = []

  /// An atlas as large as `side` (or the renderer's largest texture); nil when SDL refuses it.
  init?(renderer: OpaquePointer, side: Int32 = 2048) {
    var info = SDL_RendererInfo()
    var width = side
    var height = side
    if SDL_GetRendererInfo(renderer, &info) == 0 {
      if info.max_texture_width > 0 { width = min(width, info.max_texture_width) }
      if info.max_texture_height > 0 { height = min(height, info.max_texture_height) }
    }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        width, height)
    else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    self.texture = texture
    self.width = width
    self.height = height
  }

  deinit {
    SDL_DestroyTexture(texture)
  }

  /// Copies `surface` (ARGB8888) into a free place; nil when the atlas has no room left for
  /// it (or it is larger than the atlas).
  func place(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Slot? {
    let width = surface.pointee.w
    let height = surface.pointee.h
    guard let slot = reserve(width: width + Self.padding, height: height + Self.padding) else {
      return nil
    }
    var area = SDL_Rect(x: slot.x, y: slot.y, w: width, h: height)
    guard SDL_UpdateTexture(texture, &area, surface.pointee.pixels, surface.pointee.pitch) == 0
    else { return nil }
    return slot
  }

  /// A string's place (`width` by `height` pixels at `slot`), in texture coordinates.
  func textureArea(of slot: Slot, width: Int32, height: Int32) -> SDL_FRect {
    SDL_FRect(
      x: Float(slot.x) / Float(self.width), y: Float(slot.y) / Float(self.height),
      w: Float(width) / Float(self.width), h: Float(height) / Float(self.height))
  }

  /// Forgets every place: what was there is overwritten as strings are placed again.
  func empty() {
    shelves.removeAll()
  }

  /// The first shelf the rectangle fits on (as tall, and not more than half again as
  /// tall, so short strings do not waste tall rows), else a new shelf below the last.
  private func reserve(width: Int32, height: Int32) -> Slot? {
    guard width <= self.width, height <= self.height else { return nil }
    if let index = shelves.firstIndex(where: {
      $0.height >= height && $0.height <= height + height / 2 && $0.nextX + width <= self.width
    }) {
      let slot = Slot(x: shelves[index].nextX, y: shelves[index].y)
      shelves[index].nextX += width
      return slot
    }
    let top = shelves.last.map { $0.y + $0.height } ?? 0
    guard top + height <= self.height else { return nil }
    shelves.append(Shelf(y: top, height: height, nextX: width))
    return Slot(x: 0, y: top)
  }
}
