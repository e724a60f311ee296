import Foundation

/// The shapes the chapter views build from convex polygons: regular polygons (circles with
/// enough sides), rings as quads around them, and straight strokes.
enum Shapes {
  typealias Point = (x: Float, y: Float)

  /// How far a polygon's edge may fall inside the circle it stands for, in pixels: with no
  /// antialiasing, half a pixel does not show.
  static let roundness: Float = 0.5
  /// The fewest sides a round shape gets, however small.
  static let minimumSides = 8

  /// Sides enough for a circle of `radius` to look round (its edges within `roundness` of
  /// the circle), at most `limit`: a small dot needs a few, a wide ring dozens. Every side
  /// is a triangle or two for the rasterizer, and a software one (llvmpipe) pays for each.
  static func sides(forRadius radius: Float, atMost limit: Int) -> Int {
    guard radius > roundness else { return min(limit, minimumSides) }
    let needed = Int((Float.pi / acos(1 - roundness / radius)).rounded(.up))
    return min(limit, max(minimumSides, needed))
  }

  /// The corners of a regular polygon of `sides` around (x, y), the first at `turn` sides
  /// past the positive x axis.
  static func polygon(x: Float, y: Float, radius: Float, sides: Int, turn: Float = 0) -> [Point] {
    (0..<sides).map { side in
      let angle = (Float(side) + turn) / Float(sides) * 2 * Float.pi
      return (x + radius * cos(angle), y + radius * sin(angle))
    }
  }

  /// A ring as quads around a polygon of `sides` (each quad is convex, the ring is not).
  static func fillRing(
    x: Float, y: Float, radius: Float, thickness: Float, sides: Int, turn: Float = 0,
    _ color: Color, on canvas: Canvas
  ) {
    let inner = polygon(
      x: x, y: y, radius: max(0, radius - thickness / 2), sides: sides, turn: turn)
    let outer = polygon(x: x, y: y, radius: radius + thickness / 2, sides: sides, turn: turn)
    for side in 0..<sides {
      let next = (side + 1) % sides
      canvas.fillPolygon([inner[side], outer[side], outer[next], inner[next]], color)
    }
  }

  /// A straight stroke of `width` from one point to another.
  static func fillLine(
    from start: Point, to end: Point, width: Float, _ color: Color, on canvas: Canvas
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = max(0.001, (dx * dx + dy * dy).squareRoot())
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    canvas.fillPolygon(
      [
        (start.x + nx, start.y + ny), (end.x + nx, end.y + ny), (end.x - nx, end.y - ny),
        (start.x - nx, start.y - ny),
      ], color)
  }

  /// The band between an outer rectangle and an inner one inside it, as four strips: what
  /// shows of a rectangle that something opaque will cover in the middle, drawn without
  /// filling (and blending) the middle for nothing.
  static func fillFrame(
    outer: (x: Int, y: Int, width: Int, height: Int),
    inner: (x: Int, y: Int, width: Int, height: Int), _ color: Color, on canvas: Canvas
  ) {
    let innerBottom = inner.y + inner.height
    let outerBottom = outer.y + outer.height
    canvas.fill(x: outer.x, y: outer.y, width: outer.width, height: inner.y - outer.y, color)
    canvas.fill(
      x: outer.x, y: innerBottom, width: outer.width, height: outerBottom - innerBottom, color)
    canvas.fill(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height, color)
    let innerRight = inner.x + inner.width
    canvas.fill(
      x: innerRight, y: inner.y, width: outer.x + outer.width - innerRight, height: inner.height,
      color)
  }
}
