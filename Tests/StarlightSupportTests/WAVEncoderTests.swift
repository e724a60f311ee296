import StarlightSupport
import Testing

@Suite("WAVEncoder")
struct WAVEncoderTests {
  static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
  }

  static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
  }

  @Test("float32: a WAVE_FORMAT_IEEE_FLOAT header with a fact chunk, the samples bit for bit")
  func writesAFloatWaveHeaderAndTheSamplesBitForBit() {
    let samples: [Float] = [0, 0.5, -0.25, 1, -1, 0.125]
    let bytes = WAVEncoder.encode(float32: samples, channels: 2, sampleRate: 48_000)
    let headerSize = WAVEncoder.headerSize(.float32)
    #expect(headerSize == 58)
    #expect(bytes.count == headerSize + samples.count * 4)
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
      Float(bitPattern: Self.uint32(bytes, headerSize + $0 * 4))
    }
    #expect(decoded == samples)
  }

  @Test("pcm16: the canonical 44-byte PCM header, the samples little-endian")
  func writesAPCMHeaderAndTheSamples() {
    let samples: [Int16] = [0, 1, -1, .max, .min, 258]
    let bytes = WAVEncoder.encode(pcm16: samples, channels: 1, sampleRate: 8_000)
    #expect(WAVEncoder.headerSize(.pcm16) == 44)
    #expect(bytes.count == 44 + samples.count * 2)
    #expect(Self.uint32(bytes, 4) == UInt32(bytes.count - 8))
    #expect(Self.uint32(bytes, 16) == 16)
    #expect(Self.uint16(bytes, 20) == 1)  // PCM
    #expect(Self.uint16(bytes, 22) == 1)
    #expect(Self.uint32(bytes, 24) == 8_000)
    #expect(Self.uint32(bytes, 28) == 16_000)
    #expect(Self.uint16(bytes, 32) == 2)
    #expect(Self.uint16(bytes, 34) == 16)
    #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
    #expect(Self.uint32(bytes, 40) == UInt32(samples.count * 2))
    let decoded = (0..<samples.count).map { Int16(bitPattern: Self.uint16(bytes, 44 + $0 * 2)) }
    #expect(decoded == samples)
  }

  @Test("a trailing partial frame is dropped")
  func dropsAPartialFrame() {
    let bytes = WAVEncoder.encode(pcm16: [1, 2, 3], channels: 2, sampleRate: 8_000)
    #expect(bytes.count == 44 + 4)
  }
}
