/// CRC-32 as used by PNG chunks, zlib's gzip sibling and Ethernet (reflected polynomial
/// 0xEDB88320, initial value and final XOR 0xFFFFFFFF).
public struct CRC32: Sendable, Hashable {
  private static let reflectedPolynomial: UInt32 = 0xEDB8_8320
  private static let allOnes: UInt32 = 0xFFFF_FFFF

  /// One entry per byte value, so each input byte costs a lookup instead of eight shifts.
  private static let table: [UInt32] = (0..<256).map { byte in
    var crc = UInt32(byte)
    for _ in 0..<8 {
      crc = (crc & 1 == 1) ? (crc >> 1) ^ reflectedPolynomial : crc >> 1
    }
    return crc
  }

  private var register: UInt32 = allOnes

  public init() {}

  /// The checksum of everything passed to ``update(_:)`` so far.
  public var value: UInt32 { register ^ Self.allOnes }

  /// Feeds more bytes; a PNG chunk checksum covers the type and the data, which live in
  /// different places, hence the incremental form.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    var crc = register
    Self.table.withUnsafeBufferPointer { table in
      for byte in bytes {
        crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
      }
    }
    register = crc
  }

  /// The checksum of `bytes` in one call.
  public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }
}
