import Testing

@testable import StarlightCore

@Suite struct WAVEncoderTests {
  static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
  }

  static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
  }

  @Test func writesAFloatWaveHeaderAndTheSamplesBitForBit() {
    let samples: [Float] = [0, 0.5, -0.25, 1, -1, 0.125]
    let bytes = WAVEncoder.encode(samples, format: .standard)
    #expect(bytes.count == WAVEncoder.headerSize + samples.count * 4)
    #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
    #expect(Self.uint32(bytes, 4) == UInt32(bytes.count - 8))
    #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
    #expect(Self.uint32(bytes, 16) == 18)
    #expect(Self.uint16(bytes, 20) == 3)  // IEEE float
    #expect(Self.uint16(bytes, 22) == 2)
    #expect(Self.uint32(bytes, 24) == 48_000)
    #expect(Self.uint32(bytes, 28) == 48_000 * 8)
    #expect(Self.uint16(bytes, 32) == 8)
    #expect(Self.uint16(bytes, 34) == 32)
    #expect(String(decoding: bytes[38..<42], as: UTF8.self) == "fact")
    #expect(Self.uint32(bytes, 46) == 3)
    #expect(String(decoding: bytes[50..<54], as: UTF8.self) == "data")
    #expect(Self.uint32(bytes, 54) == UInt32(samples.count * 4))
    let decoded = (0..<samples.count).map {
      Float(bitPattern: Self.uint32(bytes, WAVEncoder.headerSize + $0 * 4))
    }
    #expect(decoded == samples)
  }
}
