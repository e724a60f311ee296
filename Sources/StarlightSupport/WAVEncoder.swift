/// The one WAV writer: RIFF/WAVE files of interleaved little-endian samples, either 16-bit
/// PCM (the generated assets, test fixtures) or 32-bit float (an offline render stored
/// sample for sample as the mixer produced it, nothing rounded to 16 bits).
public enum WAVEncoder {
  /// How each sample is stored.
  public enum Encoding: Sendable {
    case pcm16
    case float32

    var formatTag: UInt16 { self == .pcm16 ? 1 : 3 }  // WAVE_FORMAT_PCM, _IEEE_FLOAT
    var bytesPerSample: Int { self == .pcm16 ? 2 : 4 }
    /// Non-PCM files carry a zero extension size in "fmt " and a "fact" chunk.
    var isPCM: Bool { self == .pcm16 }
  }

  static let pcmFormatChunkSize: UInt32 = 16
  static let extendedFormatChunkSize: UInt32 = 18
  /// "fact" body: the frame count.
  static let factChunkSize: UInt32 = 4
  static let chunkHeaderSize = 8
  static let riffHeaderSize = 12

  /// Everything before the sample data: RIFF header, fmt, (fact) and data chunk headers.
  public static func headerSize(_ encoding: Encoding) -> Int {
    let formatSize = Int(encoding.isPCM ? pcmFormatChunkSize : extendedFormatChunkSize)
    let fact = encoding.isPCM ? 0 : chunkHeaderSize + Int(factChunkSize)
    return riffHeaderSize + chunkHeaderSize + formatSize + fact + chunkHeaderSize
  }

  /// The whole file for float `samples` (interleaved frames); a trailing partial frame is
  /// dropped.
  public static func encode(float32 samples: [Float], channels: Int, sampleRate: Int) -> [UInt8] {
    encode(
      samples.map(\.bitPattern), encoding: .float32, channels: channels, sampleRate: sampleRate)
  }

  /// The whole file for 16-bit `samples` (interleaved frames); a trailing partial frame is
  /// dropped.
  public static func encode(pcm16 samples: [Int16], channels: Int, sampleRate: Int) -> [UInt8] {
    encode(
      samples.map { UInt16(bitPattern: $0) }, encoding: .pcm16, channels: channels,
      sampleRate: sampleRate)
  }

  /// The header for a file of `frameCount` frames; the samples follow.
  public static func header(
    frameCount: Int, encoding: Encoding, channels: Int, sampleRate: Int
  ) -> [UInt8] {
    let bytesPerFrame = UInt32(clamping: channels * encoding.bytesPerSample)
    let dataSize = UInt32(clamping: frameCount) &* bytesPerFrame
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerSize(encoding))
    bytes += Array("RIFF".utf8)
    append(UInt32(headerSize(encoding) - chunkHeaderSize) &+ dataSize, to: &bytes)
    bytes += Array("WAVE".utf8)
    bytes += Array("fmt ".utf8)
    append(encoding.isPCM ? pcmFormatChunkSize : extendedFormatChunkSize, to: &bytes)
    append(encoding.formatTag, to: &bytes)
    append(UInt16(clamping: channels), to: &bytes)
    append(UInt32(clamping: sampleRate), to: &bytes)
    append(UInt32(clamping: sampleRate) &* bytesPerFrame, to: &bytes)
    append(UInt16(clamping: bytesPerFrame), to: &bytes)
    append(UInt16(encoding.bytesPerSample * 8), to: &bytes)
    if !encoding.isPCM {
      append(UInt16(0), to: &bytes)
      bytes += Array("fact".utf8)
      append(factChunkSize, to: &bytes)
      append(UInt32(clamping: frameCount), to: &bytes)
    }
    bytes += Array("data".utf8)
    append(dataSize, to: &bytes)
    return bytes
  }

  private static func encode<Sample: FixedWidthInteger>(
    _ samples: [Sample], encoding: Encoding, channels: Int, sampleRate: Int
  ) -> [UInt8] {
    let frames = channels > 0 ? samples.count / channels : 0
    var bytes = header(
      frameCount: frames, encoding: encoding, channels: channels, sampleRate: sampleRate)
    bytes.reserveCapacity(bytes.count + frames * channels * encoding.bytesPerSample)
    for sample in samples.prefix(frames * channels) {
      append(sample, to: &bytes)
    }
    return bytes
  }

  private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}
