/// Reads an audio file's length from its container headers, without decoding, so the
/// beat map loader can check that no note lies beyond the end of the music.
/// Supports Ogg Vorbis (last page granule / ident sample rate), RIFF WAVE and MP3 (its
/// frame headers, `MP3DurationProbe`).
public enum AudioDurationProbe {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unsupportedFormat
    case malformed(String)

    public var description: String {
      switch self {
      case .unsupportedFormat: "not an Ogg Vorbis, MP3 or WAV file"
      case .malformed(let detail): "malformed audio file: \(detail)"
      }
    }
  }

  private static let oggCapture: [UInt8] = Array("OggS".utf8)
  private static let vorbisIdentification: [UInt8] = [0x01] + Array("vorbis".utf8)
  private static let vorbisSampleRateOffset = 12
  private static let granuleOffsetInPage = 6
  private static let riffTag: [UInt8] = Array("RIFF".utf8)
  private static let waveTag: [UInt8] = Array("WAVE".utf8)
  private static let riffHeaderBytes = 12
  private static let chunkHeaderBytes = 8

  public static func duration(of bytes: [UInt8]) throws(Failure) -> Nanoseconds {
    if bytes.starts(with: oggCapture) { return try oggDuration(bytes) }
    if bytes.starts(with: riffTag), bytes.count >= riffHeaderBytes,
      Array(bytes[8..<12]) == waveTag
    {
      return try waveDuration(bytes)
    }
    if MP3DurationProbe.looksLikeMP3(bytes), let duration = MP3DurationProbe.duration(of: bytes) {
      return duration
    }
    throw .unsupportedFormat
  }

  private static func oggDuration(_ bytes: [UInt8]) throws(Failure) -> Nanoseconds {
    guard let ident = firstIndex(of: vorbisIdentification, in: bytes),
      ident + vorbisSampleRateOffset + 4 <= bytes.count
    else { throw .malformed("no Vorbis identification header") }
    let rate = littleEndian(bytes, at: ident + vorbisSampleRateOffset, count: 4)
    guard rate > 0 else { throw .malformed("sample rate is zero") }
    guard let lastPage = lastIndex(of: oggCapture, in: bytes),
      lastPage + granuleOffsetInPage + 8 <= bytes.count
    else { throw .malformed("no final Ogg page") }
    let granule = littleEndian(bytes, at: lastPage + granuleOffsetInPage, count: 8)
    // All ones means "no packet ends on this page"; a corrupt file may hold anything.
    guard granule != .max, let duration = framesToNanoseconds(granule, rate: rate) else {
      throw .malformed("final page has no usable granule position")
    }
    return duration
  }

  /// A long file's duration from its first and last bytes (`fileSize` bytes in all): Ogg
  /// keeps it in its last page, WAV in its header, so a song is not read whole to learn its
  /// length. Nil for anything else (an MP3's frames are counted through the whole file).
  public static func duration(head: [UInt8], tail: [UInt8], fileSize: Int) throws(Failure)
    -> Nanoseconds?
  {
    if head.starts(with: oggCapture) { return try oggDuration(head + tail) }
    if head.starts(with: riffTag), head.count >= riffHeaderBytes, Array(head[8..<12]) == waveTag {
      return try waveDuration(head, fileSize: fileSize)
    }
    return nil
  }

  /// `fileSize`: the whole file's, when `bytes` holds only its start.
  private static func waveDuration(_ bytes: [UInt8], fileSize: Int? = nil) throws(Failure)
    -> Nanoseconds
  {
    var cursor = riffHeaderBytes
    var byteRate: UInt64?
    while cursor + chunkHeaderBytes <= bytes.count {
      let tag = String(decoding: bytes[cursor..<cursor + 4], as: UTF8.self)
      let size = Int(littleEndian(bytes, at: cursor + 4, count: 4))
      let body = cursor + chunkHeaderBytes
      if tag == "fmt ", body + 12 <= bytes.count {
        byteRate = littleEndian(bytes, at: body + 8, count: 4)
      } else if tag == "data" {
        guard let byteRate, byteRate > 0 else { throw .malformed("data before fmt chunk") }
        let dataBytes = UInt64(max(0, min(size, (fileSize ?? bytes.count) - body)))
        return Nanoseconds(dataBytes * UInt64(Nanoseconds.perSecond) / byteRate)
      }
      cursor = body + size + (size & 1)
    }
    throw .malformed("no data chunk")
  }

  /// Nil when the duration does not fit in `Nanoseconds`.
  private static func framesToNanoseconds(_ frames: UInt64, rate: UInt64) -> Nanoseconds? {
    let remainder = frames % rate
    guard let seconds = Nanoseconds(exactly: frames / rate) else { return nil }
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: Nanoseconds.perSecond)
    let fraction = Nanoseconds(remainder * UInt64(Nanoseconds.perSecond) / rate)
    let (total, carry) = whole.addingReportingOverflow(fraction)
    return overflow || carry ? nil : total
  }

  private static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return value
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { matches(needle, in: bytes, at: $0) }
  }

  private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).reversed().first {
      matches(needle, in: bytes, at: $0)
    }
  }

  private static func matches(_ needle: [UInt8], in bytes: [UInt8], at offset: Int) -> Bool {
    for index in needle.indices where bytes[offset + index] != needle[index] { return false }
    return true
  }
}
