/// Decodes exactly the PNG subset the encoder writes (8-bit RGBA, not interlaced) and checks
/// every structural rule on the way, so a passing round trip means a valid file.
enum TestPNGDecoder {
  enum Failure: Error, Equatable {
    case badSignature
    case truncated
    case crcMismatch(String)
    case badHeader
    case unexpectedChunkOrder
    case badFilterType(UInt8)
    case wrongDataSize
  }

  struct Image {
    var width: Int
    var height: Int
    var rgba: [UInt8]
    var chunkTypes: [String]
    var filterTypes: [UInt8]
    var blockTypes: [Int]
  }

  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  static func decode(_ file: [UInt8]) throws -> Image {
    guard file.starts(with: signature) else { throw Failure.badSignature }
    var offset = signature.count
    var chunkTypes: [String] = []
    var header: [UInt8] = []
    var imageData: [UInt8] = []
    while offset < file.count {
      guard offset + 12 <= file.count else { throw Failure.truncated }
      let length = Int(readUInt32(file, at: offset))
      let typeBytes = Array(file[(offset + 4)..<(offset + 8)])
      guard offset + 12 + length <= file.count else { throw Failure.truncated }
      let data = Array(file[(offset + 8)..<(offset + 8 + length)])
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard readUInt32(file, at: offset + 8 + length) == bitwiseCRC32(typeBytes + data) else {
        throw Failure.crcMismatch(type)
      }
      chunkTypes.append(type)
      switch type {
      case "IHDR": header = data
      case "IDAT": imageData += data
      default: break
      }
      offset += 12 + length
    }
    guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND",
      chunkTypes.filter({ $0 == "IHDR" || $0 == "IEND" }).count == 2
    else { throw Failure.unexpectedChunkOrder }
    guard header.count == 13, Array(header[8...]) == [8, 6, 0, 0, 0] else {
      throw Failure.badHeader
    }
    let width = Int(readUInt32(header, at: 0))
    let height = Int(readUInt32(header, at: 4))
    let inflated = try TestInflater.zlibDecompress(imageData)
    let (rgba, filterTypes) = try unfilter(inflated.bytes, width: width, height: height)
    return Image(
      width: width, height: height, rgba: rgba, chunkTypes: chunkTypes, filterTypes: filterTypes,
      blockTypes: inflated.blockTypes)
  }

  /// CRC-32 one bit at a time, independent of the library's table-driven version.
  static func bitwiseCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return ~crc
  }

  static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func unfilter(
    _ data: [UInt8], width: Int, height: Int
  ) throws -> ([UInt8], [UInt8]) {
    let stride = width * 4
    guard data.count == (stride + 1) * height else { throw Failure.wrongDataSize }
    var pixels = [UInt8](repeating: 0, count: stride * height)
    var filterTypes: [UInt8] = []
    for row in 0..<height {
      let filter = data[row * (stride + 1)]
      filterTypes.append(filter)
      for index in 0..<stride {
        let raw = data[row * (stride + 1) + 1 + index]
        let left = index >= 4 ? Int(pixels[row * stride + index - 4]) : 0
        let up = row > 0 ? Int(pixels[(row - 1) * stride + index]) : 0
        let upLeft = row > 0 && index >= 4 ? Int(pixels[(row - 1) * stride + index - 4]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (pa, pb, pc) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: throw Failure.badFilterType(filter)
        }
        pixels[row * stride + index] = raw &+ UInt8(predictor)
      }
    }
    return (pixels, filterTypes)
  }
}
