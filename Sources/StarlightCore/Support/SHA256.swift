import Crypto

/// SHA-256 of a byte array, as bytes or lowercase hex (content hashes of beat maps and
/// imported charts), computed by swift-crypto.
public enum SHA256 {
  public static func hexDigest(of bytes: [UInt8]) -> String {
    digest(of: bytes).map { hexDigits[Int($0 >> 4)] + hexDigits[Int($0 & 0x0F)] }.joined()
  }

  public static func digest(of bytes: [UInt8]) -> [UInt8] {
    Array(Crypto.SHA256.hash(data: bytes))
  }

  private static let hexDigits = (0..<16).map { String($0, radix: 16) }
}
