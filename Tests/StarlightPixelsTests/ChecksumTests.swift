import StarlightPixels
import Testing

@Suite("Checksums")
struct ChecksumTests {
  @Test func crc32MatchesTheStandardCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func crc32OfNothingIsZero() {
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(CRC32().value == 0)
  }

  @Test func crc32MatchesThePNGIENDChunk() {
    // Every PNG ends with this CRC, the checksum of the bare "IEND" type.
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func crc32IncrementalEqualsOneShot() {
    var generator = SeededGenerator(seed: 7)
    let data = generator.bytes(10_000)
    var crc = CRC32()
    crc.update(data[..<3])
    crc.update(data[3..<4_097])
    crc.update(data[4_097...])
    #expect(crc.value == CRC32.checksum(data))
    #expect(crc.value == TestPNGDecoder.bitwiseCRC32(data))
  }

  @Test func adler32MatchesTheWikipediaExample() {
    #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
  }

  @Test func adler32OfNothingIsOne() {
    #expect(Adler32.checksum([UInt8]()) == 1)
  }

  @Test func adler32SurvivesLongRunsOfMaximalBytes() {
    // 0xFF bytes make the sums grow fastest, so this catches a missing or late modulo.
    let data = [UInt8](repeating: 0xFF, count: 100_000)
    #expect(Adler32.checksum(data) == TestInflater.naiveAdler32(data))
  }

  @Test func adler32IncrementalEqualsOneShot() {
    var generator = SeededGenerator(seed: 11)
    let data = generator.bytes(20_000)
    var adler = Adler32()
    adler.update(data[..<5_551])
    adler.update(data[5_551..<5_553])
    adler.update(data[5_553...])
    #expect(adler.value == Adler32.checksum(data))
    #expect(adler.value == TestInflater.naiveAdler32(data))
  }
}
