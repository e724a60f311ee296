/// How often each deflate symbol occurs in a block, plus the extra bits the block needs; enough
/// to price a block under any Huffman code without encoding it.
struct SymbolFrequencies {
  private(set) var literalLength = [Int](
    repeating: 0, count: DeflateTables.literalLengthSymbolCount)
  private(set) var distance = [Int](repeating: 0, count: DeflateTables.distanceSymbolCount)
  private(set) var extraBits = 0

  init(_ tokens: [LZ77Token]) {
    for token in tokens {
      if token.length == 0 {
        literalLength[Int(token.value)] += 1
        continue
      }
      let lengthIndex = Int(DeflateTables.lengthCodeIndex[Int(token.length)])
      literalLength[DeflateTables.firstLengthSymbol + lengthIndex] += 1
      extraBits += Int(DeflateTables.lengthExtraBits[lengthIndex])
      let distanceCode = Int(DeflateTables.distanceCode[Int(token.value)])
      distance[distanceCode] += 1
      extraBits += Int(DeflateTables.distanceExtraBits[distanceCode])
    }
    literalLength[DeflateTables.endOfBlock] += 1
  }

  /// Bits for the block body (tokens and end-of-block) under the given codes.
  func cost(literalLength literalLengthCode: HuffmanCode, distance distanceCode: HuffmanCode) -> Int
  {
    literalLengthCode.cost(of: literalLength) + distanceCode.cost(of: distance) + extraBits
  }
}
