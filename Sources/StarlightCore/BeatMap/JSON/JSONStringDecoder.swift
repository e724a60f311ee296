/// Decodes the text of a JSON string that has escapes (the parser has checked them).
enum JSONStringDecoder {
  static func decode(_ text: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = text.startIndex
    func flush() {
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll(keepingCapacity: true)
    }
    while index < text.endIndex {
      let byte = text[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < text.endIndex else {
        utf8.append(byte)
        index += 1
        continue
      }
      flush()
      let code = text[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var unit = hex4(text, at: index)
        index += 4
        // A high surrogate followed by an escaped low one is one scalar.
        if (0xD800..<0xDC00).contains(unit), index + 6 <= text.endIndex,
          text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
        {
          let low = hex4(text, at: index + 2)
          if (0xDC00..<0xE000).contains(low) {
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          }
        }
        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default: scalars.append(Unicode.Scalar(code))
      }
    }
    flush()
    return String(scalars)
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex4(_ text: ArraySlice<UInt8>, at index: Int) -> UInt32 {
    guard index + 4 <= text.endIndex else { return 0xFFFD }
    return text[index..<(index + 4)].reduce(0) { $0 << 4 | (hexValue($1) ?? 0) }
  }
}
