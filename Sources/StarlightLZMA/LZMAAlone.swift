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
    switch Self.run(&stream, over: data, limit: limit) {
    case .finished(let output): return .success(output)
    case .tooLarge: return .failure(.tooLarge(limit: limit))
    case .stopped(LZMA_MEMLIMIT_ERROR), .stopped(LZMA_MEM_ERROR):
      return .failure(.corrupt("its dictionary needs more memory than allowed"))
    case .stopped(LZMA_BUF_ERROR):
      return .failure(.corrupt("the data ends before the LZMA stream does"))
    case .stopped(LZMA_FORMAT_ERROR): return .failure(.corrupt("the LZMA header is not valid"))
    case .stopped: return .failure(.corrupt("the LZMA stream is corrupt"))
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
    guard case .finished(let output) = run(&stream, over: data, limit: .max) else { return [] }
    return output
  }

  /// Where a run of the coder ended.
  private enum Run {
    case finished([UInt8])
    /// liblzma's status where it stopped before the stream's end.
    case stopped(lzma_ret)
    /// The output would pass the limit.
    case tooLarge
  }

  /// Runs the coder over the whole of `data` (LZMA_FINISH: all the input is here, so a
  /// stream that stops short is an error) a chunk of output at a time, checking each chunk
  /// against `limit` before keeping it.
  private static func run(_ stream: inout lzma_stream, over data: [UInt8], limit: Int) -> Run {
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
        let produced = chunk - stream.avail_out
        if output.count + produced > limit { return .tooLarge }
        output.append(contentsOf: buffer[0..<produced])
        switch status {
        case LZMA_OK: continue
        case LZMA_STREAM_END: return .finished(output)
        default: return .stopped(status)
        }
      }
    }
  }
}
