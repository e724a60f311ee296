/// One deflate symbol before Huffman coding: a literal byte, or a back-reference copying
/// `length` bytes from `distance` bytes back.
struct LZ77Token {
  /// 0 for a literal.
  var length: UInt16
  /// The literal byte, or the match distance.
  var value: UInt16

  static func literal(_ byte: UInt8) -> LZ77Token {
    LZ77Token(length: 0, value: UInt16(byte))
  }
}

/// Greedy LZ77 with one step of lazy evaluation over a 32 KiB window, using hash chains keyed on
/// the next three bytes (the shortest match deflate can express).
///
/// The matcher keeps its window across calls so consecutive deflate blocks can reference each
/// other's data.
struct LZ77Matcher {
  private static let hashBits = 15
  private static let hashMultiplier: UInt32 = 2_654_435_761
  private static let windowSize = DeflateTables.maxDistance
  private static let windowMask = windowSize - 1
  /// Candidates examined per position; bounds the worst case on repetitive data.
  private static let maxChainLength = 96
  /// A match this long is kept without looking one byte ahead for a better one.
  private static let lazyMatchThreshold = 32
  private static let noPosition: Int32 = -1

  private var head = [Int32](repeating: noPosition, count: 1 << hashBits)
  private var previous = [Int32](repeating: noPosition, count: windowSize)

  /// Tokens covering exactly `input[range]`; matches may reach back before `range` but never past
  /// its end, so the block can also be stored verbatim. Earlier ranges must have been passed first.
  mutating func tokens(for input: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> [LZ77Token] {
    var tokens: [LZ77Token] = []
    tokens.reserveCapacity(range.count / 2)
    var position = range.lowerBound
    while position < range.upperBound {
      let match = longestMatch(in: input, at: position, end: range.upperBound)
      insert(input, position)
      if match.length >= DeflateTables.minMatchLength {
        if match.length < Self.lazyMatchThreshold, position + 1 < range.upperBound {
          let next = longestMatch(in: input, at: position + 1, end: range.upperBound)
          if next.length > match.length {
            tokens.append(.literal(input[position]))
            position += 1
            continue
          }
        }
        tokens.append(LZ77Token(length: UInt16(match.length), value: UInt16(match.distance)))
        for skipped in (position + 1)..<(position + match.length) {
          insert(input, skipped)
        }
        position += match.length
      } else {
        tokens.append(.literal(input[position]))
        position += 1
      }
    }
    return tokens
  }

  private static func hash(_ input: UnsafeBufferPointer<UInt8>, _ position: Int) -> Int {
    let key =
      UInt32(input[position]) << 16 | UInt32(input[position + 1]) << 8
      | UInt32(input[position + 2])
    return Int((key &* hashMultiplier) >> UInt32(32 - hashBits))
  }

  private mutating func insert(_ input: UnsafeBufferPointer<UInt8>, _ position: Int) {
    guard position + DeflateTables.minMatchLength <= input.count else { return }
    let bucket = Self.hash(input, position)
    previous[position & Self.windowMask] = head[bucket]
    head[bucket] = Int32(truncatingIfNeeded: position)
  }

  /// Only positions before `position` may have been inserted: a chain link for candidate c is
  /// overwritten when c + 32768 is inserted, and such candidates are out of range anyway.
  private func longestMatch(
    in input: UnsafeBufferPointer<UInt8>, at position: Int, end: Int
  ) -> (length: Int, distance: Int) {
    let maxLength = min(DeflateTables.maxMatchLength, end - position)
    guard maxLength >= DeflateTables.minMatchLength else { return (0, 0) }
    var bestLength = 0
    var bestDistance = 0
    var candidate = Int(head[Self.hash(input, position)])
    var chainLeft = Self.maxChainLength
    while candidate >= 0, chainLeft > 0 {
      let distance = position - candidate
      guard distance > 0, distance <= Self.windowSize else { break }
      if input[candidate + bestLength] == input[position + bestLength] {
        var length = 0
        while length < maxLength && input[candidate + length] == input[position + length] {
          length += 1
        }
        if length > bestLength {
          bestLength = length
          bestDistance = distance
          if length == maxLength { break }
        }
      }
      let next = Int(previous[candidate & Self.windowMask])
      guard next < candidate else { break }
      candidate = next
      chainLeft -= 1
    }
    return bestLength >= DeflateTables.minMatchLength ? (bestLength, bestDistance) : (0, 0)
  }
}
