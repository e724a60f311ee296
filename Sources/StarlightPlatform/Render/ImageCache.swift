import CSDL2
import CSDL2Image
import Logging

/// Pictures from files (a song's banner or background: PNG, JPEG, through SDL_image) as
/// textures, a few kept so that moving along a song's charts does not decode its art again.
/// A file that cannot be read is remembered as such and logged once.
final class ImageCache {
  /// Textures kept; the least recently drawn goes first.
  static let capacity = 8

  private struct Image {
    let texture: OpaquePointer?
    let width: Int
    let height: Int
    var lastUsed: Int
  }

  private let renderer: OpaquePointer
  private let logger = Logger(label: "starlight.images")
  private var images: [String: Image] = [:]
  private var uses = 0

  init(renderer: OpaquePointer) {
    self.renderer = renderer
    let formats = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
    if IMG_Init(formats) & formats != formats {
      logger.warning("SDL_image lacks PNG or JPEG: \(String(cString: SDL_GetError()))")
    }
  }

  /// Destroys every texture (before the renderer they belong to goes).
  func destroyTextures() {
    for image in images.values { image.texture.map(SDL_DestroyTexture) }
    images.removeAll()
  }

  /// Draws the picture at `path` as large as fits in the box, centred, its proportions kept.
  /// Returns false when it cannot be read.
  func draw(_ path: String, x: Int, y: Int, width: Int, height: Int) -> Bool {
    guard let image = image(path), let texture = image.texture, image.width > 0,
      image.height > 0
    else { return false }
    let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
    let (drawnWidth, drawnHeight) = (
      Int(Double(image.width) * scale), Int(Double(image.height) * scale)
    )
    var destination = SDL_Rect(
      x: Int32(x + (width - drawnWidth) / 2), y: Int32(y + (height - drawnHeight) / 2),
      w: Int32(drawnWidth), h: Int32(drawnHeight))
    SDL_RenderCopy(renderer, texture, nil, &destination)
    return true
  }

  private func image(_ path: String) -> Image? {
    uses += 1
    if var image = images[path] {
      image.lastUsed = uses
      images[path] = image
      return image
    }
    if images.count >= Self.capacity,
      let oldest = images.min(by: { $0.value.lastUsed < $1.value.lastUsed })
    {
      oldest.value.texture.map(SDL_DestroyTexture)
      images.removeValue(forKey: oldest.key)
    }
    var image = Image(texture: nil, width: 0, height: 0, lastUsed: uses)
    if let surface = IMG_Load(path) {
      defer { SDL_FreeSurface(surface) }
      image = Image(
        texture: SDL_CreateTextureFromSurface(renderer, surface), width: Int(surface.pointee.w),
        height: Int(surface.pointee.h), lastUsed: uses)
    } else {
      logger.warning("cannot read the picture \(path): \(String(cString: SDL_GetError()))")
    }
    images[path] = image
    return image
  }
}
