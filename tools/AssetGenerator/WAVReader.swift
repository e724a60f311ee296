import Foundation

/// Reads 16-bit PCM WAV files (as written by `oggdec`/`sox`) for verification.
struct WAVReader {
  var channels: Int
  var sampleRate: Int
  /// Interleaved samples scaled to [-1, 1).
  var samples: [Double]

  var frameCount: Int { channels > 0 ? samples.count / channels : 0 }

  init(url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw GeneratorError.io("cannot read \(url.path): \(error)")
    }
    let bytes = [UInt8](data)
    func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
    func u32(_ offset: Int) -> Int { u16(offset) | u16(offset + 2) << 16 }
    guard bytes.count >= 12, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
      String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE"
    else { throw GeneratorError.io("\(url.path) is not a WAV file") }
    var offset = 12
    var channels = 0
    var sampleRate = 0
    var bitsPerSample = 0
    var samples: [Double] = []
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      // Streaming decoders may leave the size fields at their maximum; clamp to the file.
      let size = min(u32(offset + 4), bytes.count - offset - 8)
      let body = offset + 8
      if id == "fmt " {
        channels = u16(body + 2)
        sampleRate = u32(body + 4)
        bitsPerSample = u16(body + 14)
      } else if id == "data" {
        guard bitsPerSample == 16 else { throw GeneratorError.io("\(url.path): not 16-bit") }
        samples.reserveCapacity(size / 2)
        var index = body
        while index + 1 < body + size {
          samples.append(Double(Int16(bitPattern: UInt16(u16(index)))) / 32_768)
          index += 2
        }
      }
      offset = body + size + (size & 1)
    }
    guard channels > 0 else { throw GeneratorError.io("\(url.path): no fmt chunk") }
    self.channels = channels
    self.sampleRate = sampleRate
    self.samples = samples
  }
}
