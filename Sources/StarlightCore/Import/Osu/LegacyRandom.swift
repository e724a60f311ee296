/// osu!'s legacy random generator (stable's `FastRandom`, lazer's `LegacyRandom`): the
/// xorshift generator of heliosphan.org/fastrandom.html, reimplemented bit for bit, since
/// osu! places spinners in mania maps with it and a column that differs by one is a chart
/// that differs.
struct LegacyRandom {
  private static let intToReal = 1.0 / (Double(Int32.max) + 1.0)
  private static let intMask: UInt32 = 0x7FFF_FFFF

  private(set) var x: UInt32
  private(set) var y: UInt32 = 842_502_087
  private(set) var z: UInt32 = 3_579_807_591
  private(set) var w: UInt32 = 273_326_509

  init(seed: Int32) {
    x = UInt32(bitPattern: seed)
  }

  /// The next 32 random bits.
  mutating func nextUInt() -> UInt32 {
    let t = x ^ (x << 11)
    x = y
    y = z
    z = w
    w = w ^ (w >> 19) ^ t ^ (t >> 8)
    return w
  }

  /// 0 ..< Int32.max.
  mutating func next() -> Int { Int(Self.intMask & nextUInt()) }

  /// 0 ..< 1, in steps of 2^-31.
  mutating func nextDouble() -> Double { Self.intToReal * Double(next()) }

  /// lowerBound ..< upperBound, as osu! truncates it.
  mutating func next(_ lowerBound: Int, _ upperBound: Int) -> Int {
    Int(Double(lowerBound) + nextDouble() * Double(upperBound - lowerBound))
  }
}
