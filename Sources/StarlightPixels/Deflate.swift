/// A raw deflate (RFC 1951) compressor.
///
/// Input is cut into blocks of at most 65,535 bytes, the stored-block limit, so every block can
/// fall back to being stored verbatim. Each block is sent with whichever of stored, fixed-Huffman
/// or dynamic-Huffman coding is smallest; LZ77 matches reach across block boundaries.
public enum Deflate {
  private static let maxBlockInput = 65_535
  private static let blockHeaderBits = 3
  /// A stored block's LEN and its one's complement NLEN.
  private static let storedLengthBits = 16
  private static let storedLengthMask: UInt32 = 0xFFFF
  private static let fixedLiteralLength = HuffmanCode(
    lengths: DeflateTables.fixedLiteralLengthLengths)
  private static let fixedDistance = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)

  private enum BlockType: UInt32 {
    case stored = 0
    case fixedHuffman = 1
    case dynamicHuffman = 2
  }

  /// Compresses `input` into a complete raw deflate stream (final block flag set).
  public static func compress(_ input: [UInt8]) -> [UInt8] {
    var writer = BitWriter(reservingCapacity: input.count / 4 + 64)
    var matcher = LZ77Matcher()
    input.withUnsafeBufferPointer { buffer in
      var start = 0
      // `repeat` so that empty input still produces one (empty, final) block.
      repeat {
        let end = min(start + maxBlockInput, buffer.count)
        let tokens = matcher.tokens(for: buffer, range: start..<end)
        writeBlock(
          tokens: tokens, raw: UnsafeBufferPointer(rebasing: buffer[start..<end]),
          isFinal: end == buffer.count, into: &writer)
        start = end
      } while start < buffer.count
    }
    return writer.finish()
  }

  private static func writeBlock(
    tokens: [LZ77Token], raw: UnsafeBufferPointer<UInt8>, isFinal: Bool,
    into writer: inout BitWriter
  ) {
    let frequencies = SymbolFrequencies(tokens)
    let fixed = (literalLength: fixedLiteralLength, distance: fixedDistance)
    let dynamic = DynamicHeader(frequencies: frequencies)

    let fixedBits =
      blockHeaderBits
      + frequencies.cost(literalLength: fixed.literalLength, distance: fixed.distance)
    let dynamicBits =
      blockHeaderBits + dynamic.bitCount
      + frequencies.cost(literalLength: dynamic.literalLength, distance: dynamic.distance)
    let paddingBits = (8 - (writer.bitsIntoCurrentByte + blockHeaderBits) % 8) % 8
    let storedBits = blockHeaderBits + paddingBits + 2 * storedLengthBits + raw.count * 8

    let finalFlag: UInt32 = isFinal ? 1 : 0
    if storedBits <= min(fixedBits, dynamicBits) {
      writer.write(finalFlag | BlockType.stored.rawValue << 1, count: blockHeaderBits)
      writer.alignToByte()
      let length = UInt32(raw.count)
      writer.write(length, count: storedLengthBits)
      writer.write(~length & storedLengthMask, count: storedLengthBits)
      writer.appendAlignedBytes(raw)
    } else if fixedBits <= dynamicBits {
      writer.write(finalFlag | BlockType.fixedHuffman.rawValue << 1, count: blockHeaderBits)
      writeTokens(
        tokens, literalLength: fixed.literalLength, distance: fixed.distance, into: &writer)
    } else {
      writer.write(finalFlag | BlockType.dynamicHuffman.rawValue << 1, count: blockHeaderBits)
      dynamic.write(into: &writer)
      writeTokens(
        tokens, literalLength: dynamic.literalLength, distance: dynamic.distance, into: &writer)
    }
  }

  private static func writeTokens(
    _ tokens: [LZ77Token], literalLength: HuffmanCode, distance: HuffmanCode,
    into writer: inout BitWriter
  ) {
    for token in tokens {
      if token.length == 0 {
        let symbol = Int(token.value)
        writer.write(literalLength.reversedCodes[symbol], count: Int(literalLength.lengths[symbol]))
        continue
      }
      let lengthIndex = Int(DeflateTables.lengthCodeIndex[Int(token.length)])
      let lengthSymbol = DeflateTables.firstLengthSymbol + lengthIndex
      writer.write(
        literalLength.reversedCodes[lengthSymbol], count: Int(literalLength.lengths[lengthSymbol]))
      writer.write(
        UInt32(token.length - DeflateTables.lengthBase[lengthIndex]),
        count: Int(DeflateTables.lengthExtraBits[lengthIndex]))
      let distanceCode = Int(DeflateTables.distanceCode[Int(token.value)])
      writer.write(distance.reversedCodes[distanceCode], count: Int(distance.lengths[distanceCode]))
      writer.write(
        UInt32(token.value - DeflateTables.distanceBase[distanceCode]),
        count: Int(DeflateTables.distanceExtraBits[distanceCode]))
    }
    let endOfBlock = DeflateTables.endOfBlock
    writer.write(
      literalLength.reversedCodes[endOfBlock], count: Int(literalLength.lengths[endOfBlock]))
  }
}
