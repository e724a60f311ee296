/// Reads deflate's least-significant-bit-first stream.
struct BitReader {
  let bytes: [UInt8]
  private var bitPosition: Int

  init(bytes: [UInt8], byteOffset: Int) {
    self.bytes = bytes
    bitPosition = byteOffset * 8
  }

  var alignedByteOffset: Int { (bitPosition + 7) / 8 }

  mutating func discardToByteBoundary() {
    bitPosition = alignedByteOffset * 8
  }

  mutating func bits(_ count: Int) throws -> Int {
    var value = 0
    for shift in 0..<count {
      let byteIndex = bitPosition / 8
      guard byteIndex < bytes.count else { throw TestInflater.Failure.truncated }
      value |= Int((bytes[byteIndex] >> UInt8(bitPosition % 8)) & 1) << shift
      bitPosition += 1
    }
    return value
  }
}
