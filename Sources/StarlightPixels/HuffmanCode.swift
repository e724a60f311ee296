/// A canonical Huffman code (RFC 1951, section 3.2.2) ready for writing: per-symbol lengths, and
/// codes with their bits already reversed because deflate sends Huffman codes most significant bit
/// first inside an otherwise least-significant-bit-first stream.
struct HuffmanCode {
  let lengths: [UInt8]
  let reversedCodes: [UInt32]

  init(lengths: [UInt8]) {
    self.lengths = lengths
    reversedCodes = Self.canonicalCodes(for: lengths)
  }

  /// An optimal code for `frequencies` whose longest code is at most `maxLength` bits.
  ///
  /// At least two symbols always get a code, even when fewer occur: a one-symbol or empty tree is
  /// "incomplete", which some decoders reject, while the extra code costs nothing when unused.
  init(frequencies: [Int], maxLength: Int) {
    var weights = frequencies.map { max($0, 0) }
    var used = weights.indices.filter { weights[$0] > 0 }
    for symbol in weights.indices where used.count < 2 && weights[symbol] == 0 {
      weights[symbol] = 1
      used.append(symbol)
    }
    var lengths = Self.treeDepths(weights: weights)
    // Halving the weights flattens the tree; it converges quickly and only kicks in for skewed
    // statistics, where the small loss against package-merge does not matter.
    while let longest = lengths.max(), Int(longest) > maxLength {
      weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
      lengths = Self.treeDepths(weights: weights)
    }
    self.init(lengths: lengths)
  }

  /// Total bits to send every symbol `frequencies[symbol]` times, ignoring extra bits.
  func cost(of frequencies: [Int]) -> Int {
    var bits = 0
    for (symbol, count) in frequencies.enumerated() where count > 0 && symbol < lengths.count {
      bits += count * Int(lengths[symbol])
    }
    return bits
  }

  /// Leaf depths of a Huffman tree over the symbols with non-zero weight, built with the
  /// two-queue method: leaves sorted by weight, merged nodes are produced in weight order.
  private static func treeDepths(weights: [Int]) -> [UInt8] {
    var depths = [UInt8](repeating: 0, count: weights.count)
    let leaves = weights.indices.filter { weights[$0] > 0 }.sorted {
      (weights[$0], $0) < (weights[$1], $1)
    }
    guard leaves.count > 1 else {
      for symbol in leaves { depths[symbol] = 1 }
      return depths
    }
    // Nodes 0..<leaves.count are leaves, later ones are merged nodes.
    var nodeWeight = leaves.map { weights[$0] }
    var parent = [Int](repeating: -1, count: leaves.count)
    var nextLeaf = 0
    var nextMerged = leaves.count
    func takeLightest() -> Int {
      let leafAvailable = nextLeaf < leaves.count
      let mergedAvailable = nextMerged < nodeWeight.count
      if leafAvailable && (!mergedAvailable || nodeWeight[nextLeaf] <= nodeWeight[nextMerged]) {
        nextLeaf += 1
        return nextLeaf - 1
      }
      nextMerged += 1
      return nextMerged - 1
    }
    for _ in 0..<(leaves.count - 1) {
      let first = takeLightest()
      let second = takeLightest()
      let merged = nodeWeight.count
      nodeWeight.append(nodeWeight[first] + nodeWeight[second])
      parent.append(-1)
      parent[first] = merged
      parent[second] = merged
    }
    // Parents always come after their children, so walking backwards fills depths top down.
    var nodeDepth = [Int](repeating: 0, count: nodeWeight.count)
    for node in stride(from: nodeWeight.count - 2, through: 0, by: -1) {
      nodeDepth[node] = nodeDepth[parent[node]] + 1
    }
    for (leaf, symbol) in leaves.enumerated() {
      depths[symbol] = UInt8(clamping: nodeDepth[leaf])
    }
    return depths
  }

  private static func canonicalCodes(for lengths: [UInt8]) -> [UInt32] {
    let maxLength = Int(lengths.max() ?? 0)
    var countPerLength = [UInt32](repeating: 0, count: maxLength + 1)
    for length in lengths where length > 0 {
      countPerLength[Int(length)] += 1
    }
    var nextCode = [UInt32](repeating: 0, count: maxLength + 2)
    var code: UInt32 = 0
    if maxLength >= 1 {
      for bits in 1...maxLength {
        code = (code + countPerLength[bits - 1]) << 1
        nextCode[bits] = code
      }
    }
    var codes = [UInt32](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      codes[symbol] = reverse(nextCode[Int(length)], bitCount: Int(length))
      nextCode[Int(length)] += 1
    }
    return codes
  }

  private static func reverse(_ code: UInt32, bitCount: Int) -> UInt32 {
    var reversed: UInt32 = 0
    var remaining = code
    for _ in 0..<bitCount {
      reversed = (reversed << 1) | (remaining & 1)
      remaining >>= 1
    }
    return reversed
  }
}
