/// What the frames asked of the renderer, summed over a run for `--stats`: the shapes (and
/// the triangles and pixels they cover), the batches they went to SDL in, the texts and the
/// pictures. The frame-rate benchmark has a bare SDL loop draw the same per frame, to tell
/// the game's own cost from the renderer's.
public struct DrawCounts: Sendable, Equatable {
  public var frames = 0
  public var shapes = 0
  public var triangles = 0
  /// Pixels the shapes cover, overlaps counted each time (what a rasterizer fills).
  public var shapePixels = 0.0
  /// `SDL_RenderGeometry` calls.
  public var batches = 0
  public var texts = 0
  public var textPixels = 0.0
  public var images = 0

  public init() {}

  mutating func addShape(triangles count: Int, pixels: Double) {
    shapes += 1
    triangles += count
    shapePixels += pixels
  }

  /// Per frame, on average.
  public func perFrame(_ value: Double) -> Double { value / Double(max(1, frames)) }

  /// The line `--stats` prints, and the bare loop's arguments read back from it.
  public var report: String {
    let format = { (value: Double) in String(Int(perFrame(value).rounded())) }
    return "drawn per frame (mean): \(format(Double(shapes))) shapes"
      + " (\(format(Double(triangles))) triangles, \(format(shapePixels)) px)"
      + " in \(format(Double(batches))) batches, \(format(Double(texts))) texts"
      + " (\(format(textPixels)) px), \(format(Double(images))) images"
  }

  /// The area of a convex polygon (shoelace), for the pixels it covers.
  static func area(_ points: [(x: Float, y: Float)]) -> Double {
    guard points.count >= 3 else { return 0 }
    var twice = 0.0
    for (index, point) in points.enumerated() {
      let next = points[(index + 1) % points.count]
      twice += Double(point.x) * Double(next.y) - Double(next.x) * Double(point.y)
    }
    return abs(twice) / 2
  }
}
