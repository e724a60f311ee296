/// The fixed alphabets of RFC 1951, section 3.2.5: how match lengths and distances map onto
/// Huffman symbols plus raw extra bits.
enum DeflateTables {
  static let endOfBlock = 256
  static let firstLengthSymbol = 257
  /// Literal/length symbols that can appear in data (286 and 287 are reserved).
  static let literalLengthSymbolCount = 286
  static let distanceSymbolCount = 30
  static let minMatchLength = 3
  static let maxMatchLength = 258
  static let maxDistance = 32_768

  static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  static let lengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12_289, 16_385, 24_577,
  ]
  static let distanceExtraBits: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// Index into `lengthBase` for every match length, so encoding avoids a search per match.
  /// Later codes overwrite earlier ones, which gives 258 its own code (285) instead of code 284
  /// with all extra bits set, a form strict decoders reject.
  static let lengthCodeIndex: [UInt8] = {
    var table = [UInt8](repeating: 0, count: maxMatchLength + 1)
    for (index, base) in lengthBase.enumerated() {
      let span = 1 << Int(lengthExtraBits[index])
      for length in Int(base)..<min(Int(base) + span, maxMatchLength + 1) {
        table[length] = UInt8(index)
      }
    }
    return table
  }()

  /// Distance code for every distance 1...32768 (index 0 unused).
  static let distanceCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: maxDistance + 1)
    for (code, base) in distanceBase.enumerated() {
      let span = 1 << Int(distanceExtraBits[code])
      for distance in Int(base)..<min(Int(base) + span, maxDistance + 1) {
        table[distance] = UInt8(code)
      }
    }
    return table
  }()

  /// Code lengths of the fixed literal/length code (RFC 1951, section 3.2.6).
  static let fixedLiteralLengthLengths: [UInt8] =
    [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
    + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
  static let fixedDistanceLengths = [UInt8](repeating: 5, count: distanceSymbolCount)

  /// Order in which code-length code lengths are sent, rarest last so trailing ones can be cut.
  static let codeLengthOrder: [Int] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]
}
