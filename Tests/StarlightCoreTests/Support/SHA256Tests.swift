import Testing

@testable import StarlightCore

@Suite("SHA-256")
struct SHA256Tests {
  @Test(
    "FIPS 180-4 / NIST test vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      // 56 bytes: the length no longer fits in the first block's padding.
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ])
  func vectors(message: String, digest: String) {
    #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
  }

  @Test("the raw digest is 32 bytes matching the hex form")
  func rawDigest() {
    let bytes = SHA256.digest(of: Array("abc".utf8))
    #expect(bytes.count == 32)
    #expect(Array(bytes.prefix(4)) == [0xBA, 0x78, 0x16, 0xBF])
    #expect(bytes.last == 0xAD)
  }

  @Test("one million 'a's")
  func millionA() {
    #expect(
      SHA256.hexDigest(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
