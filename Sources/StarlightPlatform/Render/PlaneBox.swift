import CSDL2

/// An axis-aligned box in logical pixels, grown by a pixel on each side: what a shape or a
/// text may touch once rasterized (a triangle edge can colour the pixel it crosses).
struct PlaneBox: Equatable {
  var left: Float
  var top: Float
  var right: Float
  var bottom: Float

  /// The box around nothing: it meets no box, and a union with it is the other box.
  static let empty = PlaneBox(
    left: .infinity, top: .infinity, right: -.infinity, bottom: -.infinity)

  init(left: Float, top: Float, right: Float, bottom: Float) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  init(_ rect: SDL_FRect) {
    self.init(
      left: rect.x - 1, top: rect.y - 1, right: rect.x + rect.w + 1, bottom: rect.y + rect.h + 1)
  }

  /// The box around `points` (empty for none).
  init(around points: [(x: Float, y: Float)]) {
    var box = PlaneBox.empty
    for point in points { box = box.including(point) }
    self = box
  }

  /// This box grown to take in `point`.
  func including(_ point: (x: Float, y: Float)) -> PlaneBox {
    PlaneBox(
      left: min(left, point.x - 1), top: min(top, point.y - 1), right: max(right, point.x + 1),
      bottom: max(bottom, point.y + 1))
  }

  func union(_ other: PlaneBox) -> PlaneBox {
    PlaneBox(
      left: min(left, other.left), top: min(top, other.top), right: max(right, other.right),
      bottom: max(bottom, other.bottom))
  }

  /// Whether the two boxes share any area (an empty box meets nothing).
  func meets(_ other: PlaneBox) -> Bool {
    left < other.right && other.left < right && top < other.bottom && other.top < bottom
  }
}
