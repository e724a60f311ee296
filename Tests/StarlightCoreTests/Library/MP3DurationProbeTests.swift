import Testing

@testable import StarlightCore

@Suite("MP3 duration")
struct MP3DurationProbeTests {
  /// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417 bytes (418 padded), 1152 samples a frame.
  static let header: [UInt8] = [0xFF, 0xFB, 0x90, 0x00]
  static let padded: [UInt8] = [0xFF, 0xFB, 0x92, 0x00]
  /// MPEG-2 Layer III, 64 kbit/s, 22.05 kHz: 72 * 64000 / 22050 = 208 bytes, 576 samples.
  static let mpeg2: [UInt8] = [0xFF, 0xF3, 0x80, 0x00]

  static func frame(_ header: [UInt8], bytes: Int) -> [UInt8] {
    header + Array(repeating: 0, count: bytes - header.count)
  }

  @Test("frame lengths and samples from the header, MPEG-1 and MPEG-2, padded or not")
  func frames() {
    #expect(
      MP3DurationProbe.frame(in: Self.header, at: 0)
        == .init(samples: 1152, sampleRate: 44_100, bytes: 417))
    #expect(
      MP3DurationProbe.frame(in: Self.padded, at: 0)
        == .init(samples: 1152, sampleRate: 44_100, bytes: 418))
    #expect(
      MP3DurationProbe.frame(in: Self.mpeg2, at: 0)
        == .init(samples: 576, sampleRate: 22_050, bytes: 208))
    // Bitrate index 15 and sample rate index 3 are invalid.
    #expect(MP3DurationProbe.frame(in: [0xFF, 0xFB, 0xF0, 0x00], at: 0) == nil)
    #expect(MP3DurationProbe.frame(in: [0xFF, 0xFB, 0x9C, 0x00], at: 0) == nil)
  }

  @Test("the samples of every frame add up, after an ID3 tag and across a damaged stretch")
  func duration() throws {
    let tag: [UInt8] = Array("ID3".utf8) + [4, 0, 0, 0, 0, 1, 0] + Array(repeating: 7, count: 128)
    var bytes = tag
    for index in 0..<300 {
      bytes += Self.frame(
        index % 3 == 0 ? Self.padded : Self.header, bytes: index % 3 == 0 ? 418 : 417)
    }
    bytes += [0x12, 0x34, 0xFF, 0x00]  // junk, then more frames
    for _ in 0..<100 { bytes += Self.frame(Self.header, bytes: 417) }
    let expected = Nanoseconds(400 * 1152) * Nanoseconds.perSecond / 44_100
    #expect(try AudioDurationProbe.duration(of: bytes) == expected)
    let mpeg2 = Array(repeating: Self.frame(Self.mpeg2, bytes: 208), count: 50).flatMap { $0 }
    #expect(
      try AudioDurationProbe.duration(of: mpeg2) == Nanoseconds(50 * 576) * Nanoseconds.perSecond
        / 22_050)
  }

  @Test("a lone sync word or a tag with no frames is not an MP3")
  func notMP3() {
    #expect(MP3DurationProbe.duration(of: Self.header + [1, 2, 3]) == nil)
    #expect(throws: AudioDurationProbe.Failure.unsupportedFormat) {
      try AudioDurationProbe.duration(of: Array("ID3\u{4}\0\0\0\0\0\0".utf8))
    }
  }
}
