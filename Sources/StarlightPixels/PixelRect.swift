/// An axis-aligned rectangle in whole pixels, with the origin at the top left and y growing down
/// (the convention SDL uses), so a renderer can pass it straight to a fill-rect call.
public struct PixelRect: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Number of pixels covered.
  public var area: Int { width * height }

  /// The same rectangle moved by `dx`, `dy`; layouts are computed at the origin and placed later.
  public func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
