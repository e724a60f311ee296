import Foundation
import StarlightSupport

/// Quantizes the generator's samples to 16-bit PCM and writes them with the shared
/// `WAVEncoder`.
enum WAVWriter {
  /// Converts floating-point samples in [-1, 1] to interleaved 16-bit PCM (rounding to nearest,
  /// ties to even, clamped), the exact bytes that end up in the WAV file.
  static func pcm16(_ buffer: StereoBuffer) -> [Int16] {
    var samples = [Int16](repeating: 0, count: buffer.count * 2)
    for index in 0..<buffer.count {
      samples[2 * index] = quantize(buffer.left[index])
      samples[2 * index + 1] = quantize(buffer.right[index])
    }
    return samples
  }

  static func write(interleaved samples: [Int16], channels: Int, sampleRate: Int, to url: URL)
    throws
  {
    do {
      try AtomicFile.write(
        WAVEncoder.encode(pcm16: samples, channels: channels, sampleRate: sampleRate),
        to: url.path)
    } catch {
      throw GeneratorError.io("cannot write \(url.path): \(error)")
    }
  }

  /// FNV-1a 64-bit hash of the PCM, printed so two runs can be compared at a glance.
  static func fingerprint(_ samples: [Int16]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for sample in samples {
      let bits = UInt16(bitPattern: sample)
      for byte in [UInt8(bits & 0xFF), UInt8(bits >> 8)] {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  private static func quantize(_ value: Double) -> Int16 {
    let scaled = (value * 32_767).rounded(.toNearestOrEven)
    return Int16(max(-32_768, min(32_767, scaled)))
  }
}
