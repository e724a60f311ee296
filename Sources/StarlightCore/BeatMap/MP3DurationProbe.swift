/// An MP3's length from its frame headers, without decoding: every MPEG audio frame header
/// gives its sample count, rate and byte length, so walking them adds up the samples
/// (exact for constant and variable bit rates alike). An ID3v2 tag in front is stepped
/// over; a damaged stretch is resynchronised on the next header that chains to another.
enum MP3DurationProbe {
  private static let id3Tag: [UInt8] = Array("ID3".utf8)
  private static let id3HeaderBytes = 10
  private static let id3FooterFlag: UInt8 = 0x10
  private static let headerBytes = 4
  /// Frames found before a file counts as MP3 rather than bytes that look like a sync word.
  private static let minimumFrames = 2

  private static let mpeg1Rates = [44_100, 48_000, 32_000]
  private static let kilobit = 1_000
  // Bit rates in kbit/s by bitrate index (0 is "free", refused here).
  private static let mpeg1Layer1 = [
    0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448,
  ]
  private static let mpeg1Layer2 = [
    0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384,
  ]
  private static let mpeg1Layer3 = [
    0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320,
  ]
  private static let mpeg2Layer1 = [
    0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256,
  ]
  private static let mpeg2Layer23 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

  struct Frame: Equatable {
    let samples: Int
    let sampleRate: Int
    let bytes: Int
  }

  /// Whether the bytes start like an MP3 (an ID3v2 tag or a frame sync).
  static func looksLikeMP3(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: id3Tag) || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0)
  }

  /// Nil when no run of MPEG audio frames is found.
  static func duration(of bytes: [UInt8]) -> Nanoseconds? {
    var cursor = audioStart(bytes)
    var samples = 0
    var frames = 0
    var rate = 0
    // Right after a frame the next header is trusted; after a resynchronisation a header
    // must chain to the one after it, so stray 0xFFE bits in junk are not taken for one.
    var inSync = false
    while cursor + headerBytes <= bytes.count {
      guard let frame = frame(in: bytes, at: cursor), rate == 0 || frame.sampleRate == rate,
        inSync || chains(frame, in: bytes, at: cursor)
      else {
        inSync = false
        cursor += 1
        continue
      }
      inSync = true
      rate = frame.sampleRate
      samples += frame.samples
      frames += 1
      cursor += frame.bytes
    }
    guard frames >= minimumFrames, rate > 0 else { return nil }
    return Nanoseconds(samples) * Nanoseconds.perSecond / Nanoseconds(rate)
  }

  /// A frame is believed when the next one follows it (or it ends the file).
  private static func chains(_ frame: Frame, in bytes: [UInt8], at offset: Int) -> Bool {
    let next = offset + frame.bytes
    return next + headerBytes > bytes.count || self.frame(in: bytes, at: next) != nil
  }

  private static func audioStart(_ bytes: [UInt8]) -> Int {
    guard bytes.starts(with: id3Tag), bytes.count >= id3HeaderBytes else { return 0 }
    // The tag's size is "syncsafe": four 7-bit bytes.
    let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1 & 0x7F) }
    let footer = bytes[5] & id3FooterFlag != 0 ? id3HeaderBytes : 0
    return id3HeaderBytes + size + footer
  }

  static func frame(in bytes: [UInt8], at offset: Int) -> Frame? {
    guard offset >= 0, offset + headerBytes <= bytes.count, bytes[offset] == 0xFF,
      bytes[offset + 1] & 0xE0 == 0xE0
    else { return nil }
    let version = Int(bytes[offset + 1] >> 3 & 0x03)  // 0: 2.5, 2: 2, 3: 1
    let layer = Int(bytes[offset + 1] >> 1 & 0x03)  // 1: III, 2: II, 3: I
    let bitrateIndex = Int(bytes[offset + 2] >> 4)
    let rateIndex = Int(bytes[offset + 2] >> 2 & 0x03)
    let padding = Int(bytes[offset + 2] >> 1 & 0x01)
    guard version != 1, layer != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3
    else { return nil }
    let isMPEG1 = version == 3
    let divisor = version == 3 ? 1 : (version == 2 ? 2 : 4)
    let sampleRate = mpeg1Rates[rateIndex] / divisor
    let table: [Int]
    switch (isMPEG1, layer) {
    case (true, 3): table = mpeg1Layer1
    case (true, 2): table = mpeg1Layer2
    case (true, _): table = mpeg1Layer3
    case (false, 3): table = mpeg2Layer1
    case (false, _): table = mpeg2Layer23
    }
    let bitrate = table[bitrateIndex] * kilobit
    let samples: Int
    let length: Int
    switch layer {
    case 3:
      samples = 384
      length = (12 * bitrate / sampleRate + padding) * 4
    case 2:
      samples = 1152
      length = 144 * bitrate / sampleRate + padding
    default:
      samples = isMPEG1 ? 1152 : 576
      length = (isMPEG1 ? 144 : 72) * bitrate / sampleRate + padding
    }
    guard length > headerBytes else { return nil }
    return Frame(samples: samples, sampleRate: sampleRate, bytes: length)
  }
}
