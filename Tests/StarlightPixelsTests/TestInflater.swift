/// A strict, deliberately simple inflater (RFC 1950/1951) used only to check the encoder's
/// output; decoding bit by bit in canonical order (as zlib's puff does) keeps it easy to audit.
enum TestInflater {
  enum Failure: Error, Equatable {
    case truncated
    case badZlibHeader
    case adlerMismatch
    case reservedBlockType
    case storedLengthMismatch
    case badCode
    case incompleteOrOversubscribedCode
    case badCodeLengthRepeat
    case missingEndOfBlock
    case distanceTooFar
    case trailingData
  }

  /// Block types in stream order (0 stored, 1 fixed, 2 dynamic), so tests can check which
  /// encoding paths were exercised.
  struct Result {
    var bytes: [UInt8]
    var blockTypes: [Int]
  }

  static func zlibDecompress(_ stream: [UInt8]) throws -> Result {
    guard stream.count >= 6 else { throw Failure.truncated }
    let cmf = Int(stream[0])
    let flg = Int(stream[1])
    guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf * 256 + flg) % 31 == 0, flg & 0x20 == 0 else {
      throw Failure.badZlibHeader
    }
    var reader = BitReader(bytes: stream, byteOffset: 2)
    let result = try inflate(&reader)
    var offset = reader.alignedByteOffset
    guard offset + 4 <= stream.count else { throw Failure.truncated }
    var stored: UInt32 = 0
    for _ in 0..<4 {
      stored = stored << 8 | UInt32(stream[offset])
      offset += 1
    }
    guard offset == stream.count else { throw Failure.trailingData }
    guard stored == naiveAdler32(result.bytes) else { throw Failure.adlerMismatch }
    return result
  }

  static func inflateRaw(_ data: [UInt8]) throws -> Result {
    var reader = BitReader(bytes: data, byteOffset: 0)
    let result = try inflate(&reader)
    guard reader.alignedByteOffset == data.count else { throw Failure.trailingData }
    return result
  }

  /// Adler-32 with a modulo per byte: slow, but independent of the library's blocked version.
  static func naiveAdler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12_289, 16_385, 24_577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  private static func inflate(_ reader: inout BitReader) throws -> Result {
    var output: [UInt8] = []
    var blockTypes: [Int] = []
    var isFinal = false
    while !isFinal {
      isFinal = try reader.bits(1) == 1
      let type = try reader.bits(2)
      blockTypes.append(type)
      switch type {
      case 0:
        try copyStored(&reader, into: &output)
      case 1:
        let literalLength = try HuffmanDecoder(
          lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8), strict: false)
        let distance = try HuffmanDecoder(lengths: Array(repeating: 5, count: 30), strict: false)
        try decodeSymbols(&reader, literalLength, distance, into: &output)
      case 2:
        let (literalLength, distance) = try readDynamicCodes(&reader)
        try decodeSymbols(&reader, literalLength, distance, into: &output)
      default:
        throw Failure.reservedBlockType
      }
    }
    return Result(bytes: output, blockTypes: blockTypes)
  }

  private static func copyStored(_ reader: inout BitReader, into output: inout [UInt8]) throws {
    reader.discardToByteBoundary()
    let length = try reader.bits(16)
    let complement = try reader.bits(16)
    guard length == ~complement & 0xFFFF else { throw Failure.storedLengthMismatch }
    for _ in 0..<length {
      output.append(UInt8(try reader.bits(8)))
    }
  }

  private static func readDynamicCodes(
    _ reader: inout BitReader
  ) throws -> (HuffmanDecoder, HuffmanDecoder) {
    let literalLengthCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    guard literalLengthCount <= 286, distanceCount <= 30 else { throw Failure.badCode }
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3)
    }
    let codeLengthDecoder = try HuffmanDecoder(lengths: codeLengthLengths, strict: true)
    var lengths: [Int] = []
    let total = literalLengthCount + distanceCount
    while lengths.count < total {
      let symbol = try codeLengthDecoder.decode(&reader)
      var repeated = 0
      var repeatCount = 0
      switch symbol {
      case 0...15:
        lengths.append(symbol)
        continue
      case 16:
        guard let previous = lengths.last else { throw Failure.badCodeLengthRepeat }
        repeated = previous
        repeatCount = 3 + (try reader.bits(2))
      case 17:
        repeatCount = 3 + (try reader.bits(3))
      default:
        repeatCount = 11 + (try reader.bits(7))
      }
      guard lengths.count + repeatCount <= total else { throw Failure.badCodeLengthRepeat }
      lengths += Array(repeating: repeated, count: repeatCount)
    }
    let literalLengthLengths = Array(lengths[0..<literalLengthCount])
    guard literalLengthLengths[256] > 0 else { throw Failure.missingEndOfBlock }
    return (
      try HuffmanDecoder(lengths: literalLengthLengths, strict: true),
      try HuffmanDecoder(lengths: Array(lengths[literalLengthCount...]), strict: true)
    )
  }

  private static func decodeSymbols(
    _ reader: inout BitReader, _ literalLength: HuffmanDecoder, _ distance: HuffmanDecoder,
    into output: inout [UInt8]
  ) throws {
    while true {
      let symbol = try literalLength.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < lengthBase.count else { throw Failure.badCode }
      let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
      let distanceSymbol = try distance.decode(&reader)
      guard distanceSymbol < distanceBase.count else { throw Failure.badCode }
      let backward = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
      guard backward <= output.count, backward <= 32_768 else { throw Failure.distanceTooFar }
      let start = output.count - backward
      for offset in 0..<length {
        output.append(output[start + offset])
      }
    }
  }
}
