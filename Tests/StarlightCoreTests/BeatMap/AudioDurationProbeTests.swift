import Foundation
import Testing

@testable import StarlightCore

@Suite("Audio duration probe")
struct AudioDurationProbeTests {
  struct WAVCase: Sendable, CustomStringConvertible {
    let sampleRate: UInt32
    let frames: Int
    let channels: UInt16
    let expected: Nanoseconds
    var description: String { "\(frames) frames at \(sampleRate) Hz x \(channels)" }
  }

  @Test(
    "WAV: data bytes over byte rate",
    arguments: [
      WAVCase(sampleRate: 8_000, frames: 4_000, channels: 1, expected: ms(500)),
      WAVCase(sampleRate: 48_000, frames: 48_000 * 3, channels: 2, expected: ms(3_000)),
      WAVCase(sampleRate: 44_100, frames: 441, channels: 2, expected: ms(10)),
      // 2 bytes at 44 100 bytes per second: 45 351.47 ns, truncated.
      WAVCase(sampleRate: 22_050, frames: 1, channels: 1, expected: 45_351),
    ])
  func wav(_ wavCase: WAVCase) throws {
    let bytes = makeWAV(
      sampleRate: wavCase.sampleRate, frames: wavCase.frames, channels: wavCase.channels)
    #expect(try AudioDurationProbe.duration(of: bytes) == wavCase.expected)
  }

  @Test("WAV: chunks before fmt and between fmt and data are skipped, odd sizes padded")
  func wavWithExtraChunks() throws {
    let plain = makeWAV(sampleRate: 8_000, frames: 800)
    // Insert a 3-byte chunk (padded to 4) right after "WAVE", before "fmt ".
    let extra = Array("LIST".utf8) + littleEndianBytes(UInt32(3)) + [1, 2, 3, 0]
    var bytes = Array(plain[0..<12]) + extra + Array(plain[12...])
    let riffSize = UInt32(bytes.count - 8)
    bytes.replaceSubrange(4..<8, with: littleEndianBytes(riffSize))
    #expect(try AudioDurationProbe.duration(of: bytes) == ms(100))
  }

  @Test("WAV: a data size larger than the file counts only what is there")
  func truncatedWAV() throws {
    let bytes = makeWAV(sampleRate: 8_000, frames: 8_000)
    let truncated = Array(bytes.dropLast(8_000))  // half the data remains
    #expect(try AudioDurationProbe.duration(of: truncated) == ms(500))
  }

  @Test("Ogg Vorbis: last page's granule over the identification header's rate")
  func ogg() throws {
    let bytes = OggFixture.file(sampleRate: 44_100, lastGranule: 44_100 * 3)
    #expect(try AudioDurationProbe.duration(of: bytes) == ms(3_000))
    let fractional = OggFixture.file(sampleRate: 48_000, lastGranule: 48_000 * 2 + 480)
    #expect(try AudioDurationProbe.duration(of: fractional) == ms(2_010))
  }

  @Test(
    "an Ogg whose last granule cannot be a duration is refused, not a crash",
    arguments: [
      UInt64.max, UInt64(1) << 62, UInt64(Int64.max),
      // Whole seconds fit, but not with the fraction added: 9 223 372 036.999... s.
      9_223_372_036 * 48_000 + 47_999,
    ] as [UInt64])
  func absurdGranule(granule: UInt64) {
    #expect(throws: AudioDurationProbe.Failure.self) {
      try AudioDurationProbe.duration(
        of: OggFixture.file(sampleRate: 48_000, lastGranule: granule))
    }
  }

  @Test("the highest sample rate converts without overflow")
  func highestRate() throws {
    // 2^42 frames at 2^32 - 1 Hz: the sub-second remainder times 10^9 stays in range.
    let rate = UInt32.max
    let granule = UInt64(1) << 42
    let expected =
      Nanoseconds(granule / UInt64(rate)) * .perSecond
      + Nanoseconds(granule % UInt64(rate) * 1_000_000_000 / UInt64(rate))
    #expect(
      try AudioDurationProbe.duration(of: OggFixture.file(sampleRate: rate, lastGranule: granule))
        == expected)
  }

  @Test("unsupported and malformed files are refused with a reason")
  func failures() {
    #expect(throws: AudioDurationProbe.Failure.unsupportedFormat) {
      try AudioDurationProbe.duration(of: Array("ID3\u{3}not audio".utf8))
    }
    #expect(throws: AudioDurationProbe.Failure.unsupportedFormat) {
      try AudioDurationProbe.duration(of: [])
    }
    let opus = OggFixture.page(
      headerType: 2, granule: 0, sequence: 0, payload: Array("OpusHead".utf8))
    #expect(throws: AudioDurationProbe.Failure.malformed("no Vorbis identification header")) {
      try AudioDurationProbe.duration(of: opus)
    }
    #expect(throws: AudioDurationProbe.Failure.malformed("sample rate is zero")) {
      try AudioDurationProbe.duration(of: OggFixture.file(sampleRate: 0, lastGranule: 100))
    }
    let noData = Array(makeWAV(sampleRate: 8_000, frames: 0).dropLast(8))
    #expect(throws: AudioDurationProbe.Failure.malformed("no data chunk")) {
      try AudioDurationProbe.duration(of: noData)
    }
    #expect(
      AudioDurationProbe.Failure.unsupportedFormat.description
        == "not an Ogg Vorbis, MP3 or WAV file")
    #expect(
      AudioDurationProbe.Failure.malformed("x").description == "malformed audio file: x")
  }

  @Test("the generated Ogg files: the probe agrees with a page-by-page walk")
  func generatedOggFiles() throws {
    let audio = repositoryRoot().appendingPathComponent("Assets/Audio")
    let files = (FileManager.default.enumerator(atPath: audio.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".ogg") }.sorted()
    try #require(!files.isEmpty, "no .ogg files under \(audio.path) yet")
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: audio.appendingPathComponent(file)))
      let walked = try #require(OggFixture.walkDuration(bytes), "\(file) is not a clean Ogg stream")
      let probed = try AudioDurationProbe.duration(of: bytes)
      #expect(probed == walked, "\(file)")
      #expect(probed > 0 && probed < .seconds(600), "\(file)")
    }
  }
}

/// Hand-built Ogg Vorbis streams: only what the probe reads is meaningful (CRCs are zero).
enum OggFixture {
  static func page(headerType: UInt8, granule: UInt64, sequence: UInt32, payload: [UInt8])
    -> [UInt8]
  {
    var lacing = [UInt8](repeating: 255, count: payload.count / 255)
    lacing.append(UInt8(payload.count % 255))
    var bytes = Array("OggS".utf8) + [0, headerType]
    bytes += littleEndianBytes(granule)
    bytes += littleEndianBytes(UInt32(0x5EED))  // stream serial
    bytes += littleEndianBytes(sequence)
    bytes += [0, 0, 0, 0]  // CRC, not checked by the probe
    bytes.append(UInt8(lacing.count))
    return bytes + lacing + payload
  }

  static func identificationHeader(sampleRate: UInt32) -> [UInt8] {
    var packet: [UInt8] = [1] + Array("vorbis".utf8)
    packet += littleEndianBytes(UInt32(0))  // version
    packet.append(2)  // channels
    packet += littleEndianBytes(sampleRate)
    packet +=
      littleEndianBytes(Int32(0)) + littleEndianBytes(Int32(128_000))
      + littleEndianBytes(Int32(0))
    packet += [0xB8, 1]  // block sizes, framing
    return packet
  }

  static func file(sampleRate: UInt32, lastGranule: UInt64) -> [UInt8] {
    let comment = [3] + Array("vorbis".utf8) + littleEndianBytes(UInt32(0)) + [0, 0, 0, 0, 1]
    return page(
      headerType: 2, granule: 0, sequence: 0, payload: identificationHeader(sampleRate: sampleRate))
      + page(headerType: 0, granule: 0, sequence: 1, payload: comment)
      + page(
        headerType: 0, granule: lastGranule / 2, sequence: 2,
        payload: [UInt8](repeating: 0x55, count: 300))
      + page(
        headerType: 4, granule: lastGranule, sequence: 3,
        payload: [UInt8](repeating: 0xAA, count: 40))
  }

  /// Walks the pages by their headers (a different method from the probe's byte search):
  /// sample rate from the first page's packet, granule of the last page.
  static func walkDuration(_ bytes: [UInt8]) -> Nanoseconds? {
    var offset = 0
    var rate: UInt64?
    var lastGranule: UInt64?
    func read(_ at: Int, _ count: Int) -> UInt64 {
      (0..<count).reversed().reduce(0) { $0 << 8 | UInt64(bytes[at + $1]) }
    }
    while offset + 27 <= bytes.count {
      guard Array(bytes[offset..<offset + 4]) == Array("OggS".utf8) else { return nil }
      let segments = Int(bytes[offset + 26])
      let payloadStart = offset + 27 + segments
      guard payloadStart <= bytes.count else { return nil }
      let payloadSize = bytes[(offset + 27)..<payloadStart].reduce(0) { $0 + Int($1) }
      if rate == nil {
        guard payloadStart + 16 <= bytes.count, bytes[payloadStart] == 1 else { return nil }
        rate = read(payloadStart + 12, 4)
      }
      lastGranule = read(offset + 6, 8)
      offset = payloadStart + payloadSize
    }
    guard offset == bytes.count, let rate, rate > 0, let lastGranule else { return nil }
    return Nanoseconds(lastGranule * 1_000_000_000 / rate)
  }
}
