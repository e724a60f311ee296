/// The Huffman codes of a dynamic deflate block and the header that describes them (RFC 1951,
/// section 3.2.7): code lengths, run-length encoded, themselves Huffman coded.
struct DynamicHeader {
  private static let maxCodeLength = 15
  private static let maxCodeLengthCodeLength = 7
  private static let minLiteralLengthCodes = 257
  private static let minDistanceCodes = 1
  private static let minCodeLengthCodes = 4
  private static let codeLengthSymbolCount = 19
  private static let codeLengthCodeLengthBits = 3
  private static let countFieldBits = (literalLength: 5, distance: 5, codeLength: 4)

  /// Run-length symbols of the code-length alphabet and their extra bits.
  private static let repeatPrevious = (symbol: 16, extraBits: 2, minRun: 3, maxRun: 6)
  private static let repeatZeroShort = (symbol: 17, extraBits: 3, minRun: 3, maxRun: 10)
  private static let repeatZeroLong = (symbol: 18, extraBits: 7, minRun: 11, maxRun: 138)

  private struct CodeLengthSymbol {
    var symbol: Int
    var extraValue: UInt32 = 0
    var extraBits = 0
  }

  let literalLength: HuffmanCode
  let distance: HuffmanCode
  private let literalLengthCount: Int
  private let distanceCount: Int
  private let codeLengthCode: HuffmanCode
  private let codeLengthCount: Int
  private let symbols: [CodeLengthSymbol]

  /// Header size in bits, excluding the three block-type bits.
  let bitCount: Int

  init(frequencies: SymbolFrequencies) {
    let literalLength = HuffmanCode(
      frequencies: frequencies.literalLength, maxLength: Self.maxCodeLength)
    let distance = HuffmanCode(frequencies: frequencies.distance, maxLength: Self.maxCodeLength)
    let literalLengthCount = max(
      Self.minLiteralLengthCodes, (literalLength.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
    let distanceCount = max(
      Self.minDistanceCodes, (distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
    let symbols = Self.runLengthEncode(
      Array(literalLength.lengths[0..<literalLengthCount])
        + Array(distance.lengths[0..<distanceCount]))

    var codeLengthFrequencies = [Int](repeating: 0, count: Self.codeLengthSymbolCount)
    for entry in symbols {
      codeLengthFrequencies[entry.symbol] += 1
    }
    let codeLengthCode = HuffmanCode(
      frequencies: codeLengthFrequencies, maxLength: Self.maxCodeLengthCodeLength)
    let lastSent = DeflateTables.codeLengthOrder.lastIndex { codeLengthCode.lengths[$0] > 0 } ?? 0
    let codeLengthCount = max(Self.minCodeLengthCodes, lastSent + 1)

    var bits =
      Self.countFieldBits.literalLength + Self.countFieldBits.distance
      + Self.countFieldBits.codeLength + codeLengthCount * Self.codeLengthCodeLengthBits
    for entry in symbols {
      bits += Int(codeLengthCode.lengths[entry.symbol]) + entry.extraBits
    }

    self.literalLength = literalLength
    self.distance = distance
    self.literalLengthCount = literalLengthCount
    self.distanceCount = distanceCount
    self.codeLengthCode = codeLengthCode
    self.codeLengthCount = codeLengthCount
    self.symbols = symbols
    bitCount = bits
  }

  func write(into writer: inout BitWriter) {
    writer.write(
      UInt32(literalLengthCount - Self.minLiteralLengthCodes),
      count: Self.countFieldBits.literalLength)
    writer.write(UInt32(distanceCount - Self.minDistanceCodes), count: Self.countFieldBits.distance)
    writer.write(
      UInt32(codeLengthCount - Self.minCodeLengthCodes), count: Self.countFieldBits.codeLength)
    for symbol in DeflateTables.codeLengthOrder.prefix(codeLengthCount) {
      writer.write(UInt32(codeLengthCode.lengths[symbol]), count: Self.codeLengthCodeLengthBits)
    }
    for entry in symbols {
      writer.write(
        codeLengthCode.reversedCodes[entry.symbol], count: Int(codeLengthCode.lengths[entry.symbol])
      )
      if entry.extraBits > 0 {
        writer.write(entry.extraValue, count: entry.extraBits)
      }
    }
  }

  /// Literal and distance lengths form one sequence, so runs may cross from one to the other.
  private static func runLengthEncode(_ lengths: [UInt8]) -> [CodeLengthSymbol] {
    var encoded: [CodeLengthSymbol] = []
    var index = 0
    while index < lengths.count {
      let length = lengths[index]
      var run = 1
      while index + run < lengths.count && lengths[index + run] == length {
        run += 1
      }
      index += run
      if length == 0 {
        while run >= repeatZeroLong.minRun {
          let chunk = min(run, repeatZeroLong.maxRun)
          encoded.append(
            CodeLengthSymbol(
              symbol: repeatZeroLong.symbol, extraValue: UInt32(chunk - repeatZeroLong.minRun),
              extraBits: repeatZeroLong.extraBits))
          run -= chunk
        }
        if run >= repeatZeroShort.minRun {
          encoded.append(
            CodeLengthSymbol(
              symbol: repeatZeroShort.symbol, extraValue: UInt32(run - repeatZeroShort.minRun),
              extraBits: repeatZeroShort.extraBits))
          run = 0
        }
      } else {
        // The repeat code copies the previous length, so the first one is always sent as is.
        encoded.append(CodeLengthSymbol(symbol: Int(length)))
        run -= 1
        while run >= repeatPrevious.minRun {
          let chunk = min(run, repeatPrevious.maxRun)
          encoded.append(
            CodeLengthSymbol(
              symbol: repeatPrevious.symbol, extraValue: UInt32(chunk - repeatPrevious.minRun),
              extraBits: repeatPrevious.extraBits))
          run -= chunk
        }
      }
      for _ in 0..<run {
        encoded.append(CodeLengthSymbol(symbol: Int(length)))
      }
    }
    return encoded
  }
}
