/// An RGBA colour, 0...255 per channel.
public struct Color: Sendable, Equatable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public func withAlpha(_ alpha: UInt8) -> Color { Color(red, green, blue, alpha) }
}
