import CSDL2

/// Filled rectangles and convex polygons waiting to be drawn, as one triangle list: the
/// canvas hands them to SDL in one `SDL_RenderGeometry` call when something else must be
/// drawn over them (text, a texture) or the frame is presented. A view draws hundreds of
/// small shapes a frame (Chapter 3's rings are hundreds of quads); one draw call each cost a
/// software GL rasterizer (llvmpipe, as under Xvfb) far more than the pixels did. Triangles
/// of one call are blended in order, so the picture is the same as drawing them one by one.
/// A batch with a texture holds textured quads instead (the canvas's texts, from the text
/// atlas), and remembers where they are, so the canvas can tell whether a shape drawn after
/// them may be drawn before them (see `FrameBatches`).
struct ShapeBatch {
  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []
  /// What the triangles sample (nil: they are plain colour).
  private let texture: OpaquePointer?
  /// The textured quads' places, and the box around them all (a quick first test).
  private var quadPlaces: [SDL_FRect] = []
  private var quadBounds = PlaneBox.empty

  init(texture: OpaquePointer? = nil) {
    self.texture = texture
  }

  /// Above this many vertices the batch is drawn at once, so it never grows without end.
  static let maxVertices = 60_000

  var isEmpty: Bool { indices.isEmpty }

  /// A rectangle in whole logical pixels, as two triangles.
  mutating func addRect(x: Int, y: Int, width: Int, height: Int, _ color: SDL_Color) {
    guard width > 0, height > 0 else { return }
    let left = Float(x)
    let top = Float(y)
    let right = Float(x + width)
    let bottom = Float(y + height)
    addPolygon([(left, top), (right, top), (right, bottom), (left, bottom)], color)
  }

  /// A convex polygon as a fan from its first point.
  mutating func addPolygon(_ points: [(x: Float, y: Float)], _ color: SDL_Color) {
    guard points.count >= 3 else { return }
    let first = Int32(vertices.count)
    for point in points {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: point.x, y: point.y), color: color,
          tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
    for index in 1..<Int32(points.count - 1) {
      indices += [first, first + index, first + index + 1]
    }
  }

  /// A convex polygon shaded from `centerColor` at (x, y), inside it, to `rimColor` at its
  /// corners: a soft glow in one layer, where stacked translucent discs cost a fill each.
  mutating func addFan(
    center: (x: Float, y: Float), _ centerColor: SDL_Color, rim: [(x: Float, y: Float)],
    _ rimColor: SDL_Color
  ) {
    guard rim.count >= 3 else { return }
    let first = Int32(vertices.count)
    vertices.append(vertex(center, centerColor))
    for point in rim { vertices.append(vertex(point, rimColor)) }
    let count = Int32(rim.count)
    for index in 0..<count {
      indices += [first, first + 1 + index, first + 1 + (index + 1) % count]
    }
  }

  /// A rectangle shaded from `top` at its top edge to `bottom` at its bottom edge.
  mutating func addVerticalGradient(
    x: Float, y: Float, width: Float, height: Float, top: SDL_Color, bottom: SDL_Color
  ) {
    let first = Int32(vertices.count)
    vertices += [
      vertex((x, y), top), vertex((x + width, y), top), vertex((x + width, y + height), bottom),
      vertex((x, y + height), bottom),
    ]
    indices += [first, first + 1, first + 2, first, first + 2, first + 3]
  }

  /// `area` of the batch's texture (in texture coordinates) drawn over `place`, tinted by
  /// `color` (its vertex colour: SDL_RenderGeometry ignores a texture's colour modulation).
  mutating func addTexturedQuad(place: SDL_FRect, area: SDL_FRect, _ color: SDL_Color) {
    let first = Int32(vertices.count)
    for (dx, dy) in [(0, 0), (1, 0), (1, 1), (0, 1)] as [(Float, Float)] {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: place.x + dx * place.w, y: place.y + dy * place.h),
          color: color,
          tex_coord: SDL_FPoint(x: area.x + dx * area.w, y: area.y + dy * area.h)))
    }
    indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    let box = PlaneBox(place)
    quadPlaces.append(place)
    quadBounds = quadBounds.union(box)
  }

  /// Whether a textured quad waiting here may cover a pixel of `box`.
  func anyQuadMeets(_ box: PlaneBox) -> Bool {
    guard box.meets(quadBounds) else { return false }
    return quadPlaces.contains { box.meets(PlaneBox($0)) }
  }

  private func vertex(_ point: (x: Float, y: Float), _ color: SDL_Color) -> SDL_Vertex {
    SDL_Vertex(
      position: SDL_FPoint(x: point.x, y: point.y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
  }

  var isFull: Bool { vertices.count >= Self.maxVertices }

  /// Draws what waits with `renderer` and empties the batch (keeping its storage).
  mutating func flush(to renderer: OpaquePointer) {
    guard !indices.isEmpty else { return }
    SDL_RenderGeometry(
      renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    quadPlaces.removeAll(keepingCapacity: true)
    quadBounds = .empty
  }
}
