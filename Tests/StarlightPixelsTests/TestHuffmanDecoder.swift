/// Canonical Huffman decoding by code length counts.
struct HuffmanDecoder {
  private static let maxBits = 15
  private var counts = [Int](repeating: 0, count: maxBits + 1)
  private var symbols: [Int] = []

  /// `strict` rejects incomplete codes; only the fixed distance code (30 of 32 slots) is allowed
  /// to be incomplete.
  init(lengths: [Int], strict: Bool) throws {
    for length in lengths {
      counts[length] += 1
    }
    counts[0] = 0
    var left = 1
    for bits in 1...Self.maxBits {
      left = left * 2 - counts[bits]
      guard left >= 0 else { throw TestInflater.Failure.incompleteOrOversubscribedCode }
    }
    if strict && left != 0 {
      throw TestInflater.Failure.incompleteOrOversubscribedCode
    }
    for bits in 1...Self.maxBits {
      for (symbol, length) in lengths.enumerated() where length == bits {
        symbols.append(symbol)
      }
    }
  }

  func decode(_ reader: inout BitReader) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for bits in 1...Self.maxBits {
      code |= try reader.bits(1)
      let count = counts[bits]
      if code - first < count {
        return symbols[index + code - first]
      }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw TestInflater.Failure.badCode
  }
}
