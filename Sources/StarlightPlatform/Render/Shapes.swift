import Foundation

/// The shapes the chapter views build from convex polygons: regular polygons (circles with
/// enough sides), rings as quads around them, and straight strokes.
enum Shapes {
  typealias Point = (x: Float, y: Float)

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
}
