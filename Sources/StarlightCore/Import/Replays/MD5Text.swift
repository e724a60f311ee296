import Crypto

/// MD5 as osu! and Quaver name charts: 32 lowercase hex digits of the file's bytes. (MD5 is
/// broken for security, but it is the key these games chose; we only look charts up by it.)
public enum MD5Text {
  public static func isValid(_ text: String) -> Bool {
    text.utf8.count == 32 && text.utf8.allSatisfy { $0.isHexDigit }
  }

  public static func of(_ bytes: some Sequence<UInt8>) -> String {
    Insecure.MD5.hash(data: Array(bytes)).map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }

  /// The hashes a chart file may be known by: its bytes as stored, and with every line
  /// ending made CRLF (osu! distributes `.osu` files with Windows line endings; a copy that
  /// went through a Unix tool has lost them).
  public static func chartHashes(of bytes: [UInt8]) -> [String] {
    var crlf: [UInt8] = []
    crlf.reserveCapacity(bytes.count + bytes.count / 20)
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == 0x0A, previous != 0x0D { crlf.append(0x0D) }
      crlf.append(byte)
      previous = byte
    }
    let stored = of(bytes)
    return crlf == bytes ? [stored] : [stored, of(crlf)]
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x61...0x66).contains(self) || (0x41...0x46).contains(self)
  }
}
