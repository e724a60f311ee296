import CSDL2

/// The shapes and the texts a frame has asked for and SDL has not been handed yet, in two
/// batches: plain shapes, and texts from the text atlas as textured quads, drawn after the
/// shapes that wait. A text is drawn after every shape that waits, as it was asked to be; a
/// shape asked for after a waiting text joins the shapes (drawn before the text) only when
/// it cannot touch that text's pixels, where the order makes no difference, and else both
/// batches are drawn first. A frame's shapes and texts so go to the GL driver in a few calls
/// instead of a call for every run of shapes between two texts and a copy per text
/// (llvmpipe's set-up for each is what a frame cost). Texts and shapes stay apart because a
/// textured shape costs llvmpipe a texture read for each of its pixels.
struct FrameBatches {
  private var shapes = ShapeBatch()
  private var texts: ShapeBatch

  /// Texts sample `textAtlas` (nil: no atlas, no texts go through here).
  init(textAtlas: OpaquePointer?) {
    texts = ShapeBatch(texture: textAtlas)
  }

  /// Adds a shape over `box` with `add`, first drawing what waits when a waiting text may
  /// be under it; returns the draw calls that took.
  mutating func addShape(
    over box: PlaneBox, renderer: OpaquePointer, _ add: (inout ShapeBatch) -> Void
  ) -> Int {
    var calls = texts.anyQuadMeets(box) ? flush(to: renderer) : 0
    add(&shapes)
    if shapes.isFull { calls += flush(to: renderer) }
    return calls
  }

  /// Adds a text: `area` of the atlas over `place`, tinted by `color`; returns the draw
  /// calls that took.
  mutating func addText(
    place: SDL_FRect, area: SDL_FRect, _ color: SDL_Color, renderer: OpaquePointer
  ) -> Int {
    texts.addTexturedQuad(place: place, area: area, color)
    return texts.isFull ? flush(to: renderer) : 0
  }

  /// Draws the shapes, then the texts, that wait; returns the draw calls that took.
  mutating func flush(to renderer: OpaquePointer) -> Int {
    let calls = (shapes.isEmpty ? 0 : 1) + (texts.isEmpty ? 0 : 1)
    shapes.flush(to: renderer)
    texts.flush(to: renderer)
    return calls
  }
}
