import StarlightPixels
import Testing

@Suite("Deflate and zlib")
struct DeflateTests {
  private static let storedBlockType = 0
  private static let fixedBlockType = 1
  private static let dynamicBlockType = 2

  @Test(arguments: DeflateSample.allCases)
  func deflateRoundTrips(sample: DeflateSample) throws {
    let input = sample.bytes
    let decoded = try TestInflater.inflateRaw(Deflate.compress(input))
    #expect(decoded.bytes == input)
  }

  @Test(arguments: DeflateSample.allCases)
  func zlibRoundTripsWithValidHeaderAndChecksum(sample: DeflateSample) throws {
    let input = sample.bytes
    let stream = Zlib.compress(input)
    #expect(stream.prefix(2) == [0x78, 0x9C])
    #expect((Int(stream[0]) * 256 + Int(stream[1])) % 31 == 0)
    let trailer = TestPNGDecoder.readUInt32(stream, at: stream.count - 4)
    #expect(trailer == Adler32.checksum(input))
    #expect(try TestInflater.zlibDecompress(stream).bytes == input)
  }

  @Test func incompressibleDataFallsBackToStoredBlocks() throws {
    let input = DeflateSample.randomBytes(140_000, seed: 21)
    let compressed = Deflate.compress(input)
    let blocks = try TestInflater.inflateRaw(compressed).blockTypes
    #expect(blocks.allSatisfy { $0 == Self.storedBlockType })
    // Five bytes of framing per 64 KiB block, nothing more.
    #expect(compressed.count <= input.count + 5 * blocks.count)
  }

  @Test func shortTextUsesTheFixedCode() throws {
    let blocks = try TestInflater.inflateRaw(Deflate.compress(Array("Wikipedia".utf8))).blockTypes
    #expect(blocks == [Self.fixedBlockType])
  }

  @Test func longTextUsesADynamicCodeAndCompressesWell() throws {
    let input = DeflateSample.text(repeating: 50) + Array("Final score: 1,234,567 / rank S".utf8)
    let compressed = Deflate.compress(input)
    #expect(try TestInflater.inflateRaw(compressed).blockTypes == [Self.dynamicBlockType])
    #expect(compressed.count * 20 < input.count)
  }

  @Test func longRunsCompressNearTheDeflateLimit() {
    // Deflate cannot beat about 1:1000; a dynamic code for the 258-byte match gets close.
    let input = [UInt8](repeating: 0, count: 1_000_000)
    #expect(Deflate.compress(input).count < 2_000)
  }
}
