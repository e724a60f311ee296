import CSDL2
import Foundation
import Logging
import StarlightPixels
import StarlightSupport

/// The window and its renderer, drawn in a fixed logical resolution that SDL scales to
/// the window, with the few primitives the views need.
public final class Canvas {
  public static let logicalWidth = 1280
  public static let logicalHeight = 720

  private let window: OpaquePointer
  /// The thread the renderer belongs to; the window's thread only pumps events.
  let drawing: DrawingThread
  /// Keeps SDL's window-event handling off the renderer while a frame is drawn.
  private let windowEvents = WindowEventGuard()
  let renderer: OpaquePointer
  let text: TextRenderer
  let images: ImageCache
  /// Held so SDL_Quit cannot run before this window is torn down.
  private let sdl: SDLContext
  private let logger = Logger(label: "starlight.render")
  /// Shapes and texts not yet handed to SDL (see `FrameBatches`).
  private var batches: FrameBatches
  /// Where each frame's texts landed, while a test walks the screens for text over text.
  public var textLayout: TextLayoutLog?
  /// What the frames drew, while `--stats` asks (nil: not counted).
  public var drawCounts: DrawCounts?

  /// Fullscreen is the desktop's resolution (the logical canvas scales to it), on display
  /// `displayIndex` (SDL's numbering; one that is not there is the first).
  public init(
    sdl: SDLContext, title: String, fullscreen: Bool, displayIndex: Int = 0,
    fontPath: String? = nil
  ) throws(SDLError) {
    self.sdl = sdl
    var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue
    if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
    let display = displayIndex < SDL_GetNumVideoDisplays() ? max(0, displayIndex) : 0
    // SDL_WINDOWPOS_CENTERED_DISPLAY(n), a macro Swift does not import.
    let centered = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK) | UInt32(display))
    // The window on this thread (its events are pumped here); the renderer and everything
    // it makes on the drawing thread (see `DrawingThread`).
    let window = try SDLCheck.pointer(
      SDL_CreateWindow(
        title, centered, centered, Int32(Self.logicalWidth), Int32(Self.logicalHeight), flags),
      "SDL_CreateWindow")
    self.window = window
    let drawing = DrawingThread()
    self.drawing = drawing
    let logger = Logger(label: "starlight.render")
    let made = drawing.sync { () -> Result<Parts, SDLError> in
      let accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
      guard
        let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
      else { return .failure(SDLError.current("SDL_CreateRenderer")) }
      var info = SDL_RendererInfo()
      if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
        logger.info("renderer: \(String(cString: name)), flags \(info.flags)")
      }
      SDL_RenderSetLogicalSize(renderer, Int32(Self.logicalWidth), Int32(Self.logicalHeight))
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
      return .success(
        Parts(
          renderer: renderer, text: TextRenderer(renderer: renderer, fontPath: fontPath),
          images: ImageCache(renderer: renderer)))
    }
    switch made {
    case .success(let parts):
      renderer = parts.renderer
      text = parts.text
      images = parts.images
      batches = FrameBatches(textAtlas: parts.text.atlasTexture)
    case .failure(let error):
      drawing.stop()
      SDL_DestroyWindow(window)
      throw error
    }
    windowEvents.install()
  }

  /// What the drawing thread makes, handed back to the initialiser.
  private struct Parts: @unchecked Sendable {
    let renderer: OpaquePointer
    let text: TextRenderer
    let images: ImageCache
  }

  /// SDL's order: textures (the text cache) before their renderer, the renderer before its
  /// window, and all of them before SDL_Quit (the `sdl` property, released after this body).
  /// Any other order is a use after free on drivers such as offscreen. The textures and
  /// the renderer go on the drawing thread that made them.
  deinit {
    windowEvents.uninstall()
    let (text, images, renderer) = (text, images, renderer)
    drawing.sync {
      text.destroyTextures()
      images.destroyTextures()
      SDL_DestroyRenderer(renderer)
    }
    drawing.stop()
    SDL_DestroyWindow(window)
  }

  /// Runs `body` on the drawing thread, which alone touches the renderer, and waits for it:
  /// everything that draws, measures text or reads the screen back goes through here.
  public func perform<Result>(_ body: () -> Result) -> Result {
    drawing.sync { windowEvents.withLock(body) }
  }

  public var windowID: UInt32 { SDL_GetWindowID(window) }

  /// Vsync as last asked of the renderer (nil: as it was made).
  private var vsync: Bool?

  /// Turns vsync on or off when `wanted` differs from what the renderer has; on the
  /// drawing thread (inside `perform`), the renderer's only user. A refusal is logged once
  /// per wish and the pacing still holds the cap.
  func follow(vsync wanted: Bool?) {
    guard let wanted, wanted != vsync else { return }
    vsync = wanted
    if SDL_RenderSetVSync(renderer, wanted ? 1 : 0) != 0 {
      logger.warning("vsync \(wanted ? "on" : "off") refused: \(String(cString: SDL_GetError()))")
    }
  }

  func clear(_ color: Color) {
    text.beginFrame()
    textLayout?.startFrame()
    flushShapes()
    setColor(color)
    SDL_RenderClear(renderer)
  }

  func present() {
    textLayout?.finishFrame(screenWidth: Self.logicalWidth, screenHeight: Self.logicalHeight)
    drawCounts?.frames += 1
    flushShapes()
    SDL_RenderPresent(renderer)
  }

  /// A filled rectangle; batched with the other shapes (see `ShapeBatch`).
  func fill(x: Int, y: Int, width: Int, height: Int, _ color: Color) {
    if let textLayout, color.alpha == 255 {
      textLayout.cover(PixelRect(x: x, y: y, width: width, height: height))
    }
    addShape(
      over: PlaneBox(SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))),
      triangles: 2, pixels: Double(max(0, width) * max(0, height))
    ) { $0.addRect(x: x, y: y, width: width, height: height, sdlColor(color)) }
  }

  /// A filled convex polygon (fan from the first point); batched with the other shapes.
  func fillPolygon(_ points: [(x: Float, y: Float)], _ color: Color) {
    addShape(
      over: PlaneBox(around: points), triangles: max(0, points.count - 2),
      pixels: DrawCounts.area(points)
    ) { $0.addPolygon(points, sdlColor(color)) }
  }

  /// A convex polygon `rim` shaded from `centerColor` at `center` to `rimColor` at its
  /// corners; batched with the other shapes.
  func fillFan(
    center: (x: Float, y: Float), _ centerColor: Color, rim: [(x: Float, y: Float)],
    _ rimColor: Color
  ) {
    addShape(
      over: PlaneBox(around: rim).including(center), triangles: rim.count,
      pixels: DrawCounts.area(rim)
    ) { $0.addFan(center: center, sdlColor(centerColor), rim: rim, sdlColor(rimColor)) }
  }

  /// A rectangle shaded from `top` down to `bottom`; batched with the other shapes.
  func fillVerticalGradient(
    x: Int, y: Int, width: Int, height: Int, top: Color, bottom: Color
  ) {
    addShape(
      over: PlaneBox(SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))),
      triangles: 2, pixels: Double(max(0, width) * max(0, height))
    ) {
      $0.addVerticalGradient(
        x: Float(x), y: Float(y), width: Float(width), height: Float(height),
        top: sdlColor(top), bottom: sdlColor(bottom))
    }
  }

  /// A shape over `box` into the batches, counted for `--stats`.
  private func addShape(
    over box: PlaneBox, triangles: Int, pixels: Double, _ add: (inout ShapeBatch) -> Void
  ) {
    let calls = batches.addShape(over: box, renderer: renderer, add)
    drawCounts?.batches += calls
    drawCounts?.addShape(triangles: triangles, pixels: pixels)
  }

  /// Draws the shapes and texts that wait, before anything that does not go through the
  /// batches (a texture, reading the pixels back) is drawn over them.
  func flushShapes() {
    let calls = batches.flush(to: renderer)
    drawCounts?.batches += calls
  }

  func drawText(
    _ string: String, x: Int, y: Int, size: Int, _ color: Color,
    alignment: TextRenderer.Alignment = .left
  ) {
    // A string drawn for the first time is written into the atlas, which the waiting texts
    // sample.
    if !text.isCached(string, size: size) { flushShapes() }
    let ink: PixelRect?
    if let placed = text.atlasPlacement(string, x: x, y: y, size: size, alignment: alignment) {
      let calls = batches.addText(
        place: placed.place, area: placed.area, sdlColor(color), renderer: renderer)
      drawCounts?.batches += calls
      ink = placed.ink
    } else {
      flushShapes()
      ink = text.draw(string, x: x, y: y, size: size, color: color, alignment: alignment)
    }
    if let textLayout, let ink { textLayout.record(string, ink: ink) }
    if drawCounts != nil, let ink {
      drawCounts?.texts += 1
      drawCounts?.textPixels += Double(ink.area)
    }
  }

  /// The picture at `path` fitted into the box; false when it cannot be read. The shapes
  /// queued before it (its panel) are drawn first: left in the batch, they were drawn over
  /// it and dimmed a banner to a quarter of its brightness.
  @discardableResult
  func drawImage(_ path: String, x: Int, y: Int, width: Int, height: Int) -> Bool {
    flushShapes()
    drawCounts?.images += 1
    return images.draw(path, x: x, y: y, width: width, height: height)
  }

  /// Whether every character of `string` can be drawn (by the text font or a fallback).
  func canDraw(_ string: String) -> Bool {
    text.canDraw(string)
  }

  /// How wide `string` is drawn at `size`, in logical pixels.
  func textWidth(_ string: String, size: Int) -> Int {
    text.width(of: string, size: size)
  }

  /// The largest size at most `atMost` (in steps of 2, down to `TextFitting.smallestSize`) at
  /// which `string` fits `width` on one line.
  func largestSize(fitting string: String, width: Int, atMost: Int) -> Int {
    var size = atMost
    while size > TextFitting.smallestSize, textWidth(string, size: size) > width { size -= 2 }
    return size
  }

  /// `lines` wrapped at spaces (a word too long for a line is cut) to fit `width` at `size`,
  /// at most `maxLines`, the last ending in "..." when something was left out.
  func fitted(_ lines: [String], width: Int, size: Int, maxLines: Int) -> [String] {
    TextFitting.wrap(lines, maxLines: maxLines) { self.textWidth($0, size: size) <= width }
  }

  /// Saves what is on screen now: PNG when the path ends in .png, else BMP.
  public func saveScreenshot(to path: String) throws {
    // What a run killed while saving here left beside the file.
    AtomicFile.removeLeftovers(of: path)
    try AtomicFile.write(readScreenshot().encoded(for: path), to: path)
    logger.info("screenshot saved to \(path)")
  }

  /// What is on screen now, read back from the renderer (its one user, the drawing thread);
  /// encoding and writing it can happen on any thread.
  public func readScreenshot() throws -> Screenshot {
    flushShapes()
    var width: Int32 = 0
    var height: Int32 = 0
    try SDLCheck.status(
      SDL_GetRendererOutputSize(renderer, &width, &height), "SDL_GetRendererOutputSize")
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * Screenshot.bytesPerPixel)
    let readStatus = pixels.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        renderer, nil, Screenshot.pixelFormat, buffer.baseAddress,
        width * Int32(Screenshot.bytesPerPixel))
    }
    try SDLCheck.status(readStatus, "SDL_RenderReadPixels")
    return Screenshot(width: width, height: height, rgba: pixels)
  }

  private func sdlColor(_ color: Color) -> SDL_Color {
    SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
  }

  private func setColor(_ color: Color) {
    SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
  }
}
