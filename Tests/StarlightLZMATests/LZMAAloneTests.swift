import StarlightCore
import StarlightLZMA
import Testing

@Suite("LZMA alone format")
struct LZMAAloneTests {
  @Test("Compressed data decompresses to the same bytes")
  func roundTrip() throws {
    let text = Array(String(repeating: "12|5|0|0,", count: 5_000).utf8)
    let packed = LZMAAlone.compress(text)
    #expect(packed.count > 13 && packed.count < text.count)
    #expect(try LZMAAlone().decompress(packed, limit: 1 << 20).get() == text)
  }

  @Test("Data of many output chunks both ways decompresses whole, at a limit of its size")
  func manyChunks() throws {
    // Bytes from a fixed generator barely compress, so packing them fills several chunks
    // too; a limit of exactly their size is enough and one byte less is not.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    let bytes = (0..<300_000).map { _ -> UInt8 in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state)
    }
    let packed = LZMAAlone.compress(bytes)
    #expect(packed.count > 3 * (64 << 10))
    #expect(try LZMAAlone().decompress(packed, limit: bytes.count).get() == bytes)
    #expect(
      LZMAAlone().decompress(packed, limit: bytes.count - 1)
        == .failure(.tooLarge(limit: bytes.count - 1)))
  }

  @Test("More than the limit is refused, not allocated")
  func limit() {
    let packed = LZMAAlone.compress([UInt8](repeating: 65, count: 100_000))
    #expect(LZMAAlone().decompress(packed, limit: 50_000) == .failure(.tooLarge(limit: 50_000)))
  }

  @Test("Garbage, a cut stream and an empty one are bad LZMA")
  func corrupt() {
    let packed = LZMAAlone.compress(Array(String(repeating: "abc", count: 1_000).utf8))
    for data in [[UInt8](repeating: 0xFF, count: 40), Array(packed.prefix(packed.count / 2)), []] {
      guard case .failure(.corrupt) = LZMAAlone().decompress(data, limit: 1 << 20) else {
        Issue.record("\(data.count) bytes decoded")
        continue
      }
    }
  }
}
