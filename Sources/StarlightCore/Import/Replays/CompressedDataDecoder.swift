/// Decompresses the LZMA data osu! and Quaver replays carry. The pure core reads the
/// replay files but links no C library: the decoder (liblzma, in `StarlightLZMA`) is handed
/// in by whoever reads a file.
public protocol CompressedDataDecoder: Sendable {
  /// The decompressed bytes, never more than `limit` of them.
  func decompress(_ data: [UInt8], limit: Int) -> Result<[UInt8], CompressedDataError>
}

/// Why compressed data could not be read.
public enum CompressedDataError: Error, Sendable, Equatable, CustomStringConvertible {
  case corrupt(String)
  case tooLarge(limit: Int)

  public var description: String {
    switch self {
    case .corrupt(let reason): "bad LZMA data: \(reason)"
    case .tooLarge(let limit): "LZMA data decompresses to more than \(limit) bytes"
    }
  }
}
