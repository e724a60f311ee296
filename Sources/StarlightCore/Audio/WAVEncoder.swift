/// Writes 32-bit float WAV (WAVE_FORMAT_IEEE_FLOAT), so an offline render is stored
/// sample for sample as the mixer produced it, with nothing rounded to 16 bits.
public enum WAVEncoder {
  static let formatIEEEFloat: UInt16 = 3
  static let bitsPerSample: UInt16 = 32
  /// "fmt " body for a non-PCM format: the 16 PCM bytes plus a zero extension size.
  static let formatChunkSize: UInt32 = 18
  /// "fact" body: the frame count, which non-PCM WAV files must carry.
  static let factChunkSize: UInt32 = 4
  /// Everything before the sample data: RIFF header, fmt, fact and data chunk headers.
  public static let headerSize = 12 + (8 + Int(formatChunkSize)) + (8 + Int(factChunkSize)) + 8

  /// The whole file for `samples` (interleaved frames in `format`).
  public static func encode(_ samples: [Float], format: AudioFormat) -> [UInt8] {
    let frames = samples.count / format.channels
    var bytes = header(frameCount: frames, format: format)
    bytes.reserveCapacity(bytes.count + frames * format.channels * 4)
    for sample in samples.prefix(frames * format.channels) {
      append(sample.bitPattern, to: &bytes)
    }
    return bytes
  }

  /// The header for a file of `frameCount` frames; the samples follow as little-endian
  /// float32.
  public static func header(frameCount: Int, format: AudioFormat) -> [UInt8] {
    let bytesPerFrame = UInt32(format.channels) * UInt32(bitsPerSample / 8)
    let dataSize = UInt32(clamping: frameCount) &* bytesPerFrame
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerSize)
    bytes += Array("RIFF".utf8)
    append(UInt32(headerSize - 8) &+ dataSize, to: &bytes)
    bytes += Array("WAVE".utf8)
    bytes += Array("fmt ".utf8)
    append(formatChunkSize, to: &bytes)
    append(formatIEEEFloat, to: &bytes)
    append(UInt16(format.channels), to: &bytes)
    append(UInt32(format.sampleRate), to: &bytes)
    append(UInt32(format.sampleRate) &* bytesPerFrame, to: &bytes)
    append(UInt16(bytesPerFrame), to: &bytes)
    append(bitsPerSample, to: &bytes)
    append(UInt16(0), to: &bytes)
    bytes += Array("fact".utf8)
    append(factChunkSize, to: &bytes)
    append(UInt32(clamping: frameCount), to: &bytes)
    bytes += Array("data".utf8)
    append(dataSize, to: &bytes)
    return bytes
  }

  private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}
