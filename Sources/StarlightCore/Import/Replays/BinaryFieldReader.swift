/// Reads the little-endian fields of a .NET `BinaryWriter` file (osu!'s `.osr`, Quaver's
/// `.qr`) with every read bounds-checked: a file that ends early says which field it ended
/// in, never reads past its end.
struct BinaryFieldReader {
  /// No string in a replay header is anywhere near this long (names, hashes, dates, the
  /// life bar graph of a long song).
  static let maxStringBytes = 1 << 20

  let bytes: [UInt8]
  private(set) var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var remaining: Int { bytes.count - offset }

  mutating func take(_ count: Int, _ field: String) throws(ForeignReplayError) -> ArraySlice<
    UInt8
  > {
    guard count >= 0, count <= remaining else {
      throw ForeignReplayError("truncated: the file ends inside the \(field)")
    }
    defer { offset += count }
    return bytes[offset..<(offset + count)]
  }

  mutating func integer<Value: FixedWidthInteger>(_: Value.Type, _ field: String)
    throws(ForeignReplayError) -> Value
  {
    let slice = try take(MemoryLayout<Value>.size, field)
    var value: Value = 0
    for (shift, byte) in slice.enumerated() {
      value |= Value(truncatingIfNeeded: byte) << (8 * shift)
    }
    return value
  }

  mutating func byte(_ field: String) throws(ForeignReplayError) -> UInt8 {
    try integer(UInt8.self, field)
  }

  mutating func float(_ field: String) throws(ForeignReplayError) -> Float {
    Float(bitPattern: try integer(UInt32.self, field))
  }

  /// .NET's 7-bit encoded length (ULEB128, at most five bytes for an Int32).
  mutating func length(_ field: String) throws(ForeignReplayError) -> Int {
    var value = 0
    for index in 0..<5 {
      let part = try byte(field)
      value |= Int(part & 0x7F) << (7 * index)
      if part & 0x80 == 0 {
        guard value <= Self.maxStringBytes else {
          throw ForeignReplayError("oversized: the \(field) claims \(value) bytes")
        }
        return value
      }
    }
    throw ForeignReplayError("the length of the \(field) is not a valid 7-bit encoded number")
  }

  /// A .NET `BinaryWriter` string: its length, then UTF-8 (Quaver).
  mutating func dotNetString(_ field: String) throws(ForeignReplayError) -> String {
    let count = try length(field)
    return String(decoding: try take(count, field), as: UTF8.self)
  }

  /// osu!'s string: 0x00 for none, or 0x0b then a .NET string.
  mutating func osuString(_ field: String) throws(ForeignReplayError) -> String {
    switch try byte(field) {
    case 0x00: return ""
    case 0x0B: return try dotNetString(field)
    case let marker:
      throw ForeignReplayError(
        "the \(field) starts with byte \(marker); osu! strings start with 0x00 or 0x0b")
    }
  }
}
