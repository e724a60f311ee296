import CLZMA
import StarlightCore

/// The LZMA "alone" format (the 13-byte header of properties and size, then the LZMA
/// stream; what the 7-Zip SDK's encoder writes) through the system's liblzma: osu! and
/// Quaver compress their replay frames this way. Decoding is bounded so that a hostile file
/// cannot make us allocate without limit.
public struct LZMAAlone: CompressedDataDecoder {
  /// liblzma's own limit on the decoder's dictionary memory.
  static let memoryLimit: UInt64 = 256 << 20
  static let chunk = 64 << 10

  public init() {}

  public func decompress(_ data: [UInt8], limit: Int) -> Result<[UInt8], CompressedDataError> {
    var stream = starlight_lzma_stream_init()
    guard lzma_alone_decoder(&stream, Self.memoryLimit) == LZMA_OK else {
      return .failure(.corrupt("liblzma could not start a decoder"))
    }
    defer { lzma_end(&stream) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: Self.chunk)
    return data.withUnsafeBufferPointer { input in
      stream.next_in = input.baseAddress
      stream.avail_in = input.count
      while true {
        let status = buffer.withUnsafeMutableBufferPointer { out -> lzma_ret in
          stream.next_out = out.baseAddress
          stream.avail_out = out.count
          // LZMA_FINISH: the whole input is here; a stream that stops short is an error.
          return lzma_code(&stream, LZMA_FINISH)
        }
        let produced = Self.chunk - stream.avail_out
        if output.count + produced > limit {
          return .failure(.tooLarge(limit: limit))
        }
        output.append(contentsOf: buffer[0..<produced])
        switch status {
        case LZMA_OK: continue
        case LZMA_STREAM_END: return .success(output)
        case LZMA_MEMLIMIT_ERROR, LZMA_MEM_ERROR:
          return .failure(.corrupt("its dictionary needs more memory than allowed"))
        case LZMA_BUF_ERROR: return .failure(.corrupt("the data ends before the LZMA stream does"))
        case LZMA_FORMAT_ERROR: return .failure(.corrupt("the LZMA header is not valid"))
        default: return .failure(.corrupt("the LZMA stream is corrupt"))
        }
      }
    }
  }

  /// Compresses `data` in the alone format (preset 6), as osu! writes replays; used to turn
  /// our replays into `.osr` files and to make test fixtures.
  public static func compress(_ data: [UInt8]) -> [UInt8] {
    var options = lzma_options_lzma()
    guard lzma_lzma_preset(&options, 6) == 0 else { return [] }
    var stream = starlight_lzma_stream_init()
    guard lzma_alone_encoder(&stream, &options) == LZMA_OK else { return [] }
    defer { lzma_end(&stream) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: chunk)
    return data.withUnsafeBufferPointer { input in
      stream.next_in = input.baseAddress
      stream.avail_in = input.count
      while true {
        let status = buffer.withUnsafeMutableBufferPointer { out -> lzma_ret in
          stream.next_out = out.baseAddress
          stream.avail_out = out.count
          return lzma_code(&stream, LZMA_FINISH)
        }
        output.append(contentsOf: buffer[0..<(chunk - stream.avail_out)])
        if status == LZMA_STREAM_END { return output }
        if status != LZMA_OK { return [] }
      }
    }
  }
}
