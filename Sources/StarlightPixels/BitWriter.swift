/// Packs values into bytes least-significant bit first, the bit order deflate uses (RFC 1951,
/// section 3.1.1).
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var bufferedBitCount = 0

  init(reservingCapacity capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Bits written since the last byte boundary; a stored block needs it to know its padding.
  var bitsIntoCurrentByte: Int { bufferedBitCount % 8 }

  /// Appends the low `count` bits of `value` (count up to 32).
  mutating func write(_ value: UInt32, count: Int) {
    buffer |= UInt64(value) << UInt64(bufferedBitCount)
    bufferedBitCount += count
    while bufferedBitCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      bufferedBitCount -= 8
    }
  }

  /// Pads with zero bits up to the next byte boundary.
  mutating func alignToByte() {
    let padding = (8 - bitsIntoCurrentByte) % 8
    if padding > 0 {
      write(0, count: padding)
    }
  }

  /// Appends whole bytes; the writer must be byte aligned, as it is inside a stored block.
  mutating func appendAlignedBytes(_ data: UnsafeBufferPointer<UInt8>) {
    alignToByte()
    bytes.append(contentsOf: data)
  }

  /// Flushes any partial byte and returns everything written.
  mutating func finish() -> [UInt8] {
    alignToByte()
    return bytes
  }
}
