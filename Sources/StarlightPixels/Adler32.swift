/// Adler-32, the checksum that closes a zlib stream (RFC 1950).
public struct Adler32: Sendable, Hashable {
  private static let modulus: UInt32 = 65_521
  /// The most bytes that can be summed before `sumB` may overflow 32 bits (RFC 1950 / zlib's
  /// NMAX), so the expensive modulo runs once per block instead of once per byte.
  private static let bytesPerReduction = 5_552

  private var sumA: UInt32 = 1
  private var sumB: UInt32 = 0

  public init() {}

  /// The checksum of everything passed to ``update(_:)`` so far.
  public var value: UInt32 { (sumB << 16) | sumA }

  /// Feeds more bytes.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    var a = sumA
    var b = sumB
    var pending = 0
    for byte in bytes {
      a += UInt32(byte)
      b += a
      pending += 1
      if pending == Self.bytesPerReduction {
        a %= Self.modulus
        b %= Self.modulus
        pending = 0
      }
    }
    sumA = a % Self.modulus
    sumB = b % Self.modulus
  }

  /// The checksum of `bytes` in one call.
  public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var adler = Adler32()
    adler.update(bytes)
    return adler.value
  }
}
