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
