/// Wraps deflate data in a zlib stream (RFC 1950), the form PNG's IDAT chunks carry.
public enum Zlib {
  /// CMF 0x78: deflate with a 32 KiB window. FLG 0x9C: "default" level, no preset dictionary,
  /// and check bits making the 16-bit header a multiple of 31.
  private static let header: [UInt8] = [0x78, 0x9C]

  /// Compresses `input` into a complete zlib stream: header, deflate data, Adler-32.
  public static func compress(_ input: [UInt8]) -> [UInt8] {
    var stream = header
    stream.append(contentsOf: Deflate.compress(input))
    stream.appendBigEndian(Adler32.checksum(input))
    return stream
  }
}
