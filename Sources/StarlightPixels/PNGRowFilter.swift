/// PNG scanline filters (PNG specification, section 9). Filtering turns smooth or repeated
/// pixels into runs of small numbers, which deflate then compresses far better.
enum PNGRowFilter: UInt8, CaseIterable {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4

  static let bytesPerPixel = 4

  /// Every row prefixed with its filter type. Each row takes the filter with the smallest sum of
  /// absolute (signed) byte values, the heuristic the PNG specification recommends.
  static func filterImage(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
    let stride = width * bytesPerPixel
    var output: [UInt8] = []
    output.reserveCapacity((stride + 1) * height)
    var candidate = [UInt8](repeating: 0, count: stride)
    var best = [UInt8](repeating: 0, count: stride)
    let zeroRow = [UInt8](repeating: 0, count: stride)
    rgba.withUnsafeBufferPointer { pixels in
      zeroRow.withUnsafeBufferPointer { zeros in
        for row in 0..<height {
          let current = UnsafeBufferPointer(rebasing: pixels[(row * stride)..<((row + 1) * stride)])
          let above =
            row == 0
            ? zeros : UnsafeBufferPointer(rebasing: pixels[((row - 1) * stride)..<(row * stride)])
          var bestFilter = PNGRowFilter.none
          var bestScore = Int.max
          for filter in allCases {
            let score = candidate.withUnsafeMutableBufferPointer {
              filter.apply(current: current, above: above, into: $0)
            }
            if score < bestScore {
              bestScore = score
              bestFilter = filter
              swap(&best, &candidate)
            }
          }
          output.append(bestFilter.rawValue)
          output.append(contentsOf: best)
        }
      }
    }
    return output
  }

  /// Writes the filtered row and returns its score.
  private func apply(
    current: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let bpp = Self.bytesPerPixel
    var score = 0
    for index in 0..<current.count {
      let left = index >= bpp ? current[index - bpp] : 0
      let up = above[index]
      let upLeft = index >= bpp ? above[index - bpp] : 0
      let predictor: UInt8
      switch self {
      case .none: predictor = 0
      case .sub: predictor = left
      case .up: predictor = up
      case .average: predictor = UInt8((Int(left) + Int(up)) / 2)
      case .paeth: predictor = Self.paethPredictor(left: left, up: up, upLeft: upLeft)
      }
      let value = current[index] &- predictor
      output[index] = value
      score += Int(value < 128 ? value : 0 &- value)
    }
    return score
  }

  /// Picks whichever neighbour is closest to left + up - upLeft, ties in the order the
  /// specification fixes (left, up, upper left); decoders depend on that exact order.
  static func paethPredictor(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
    let estimate = Int(left) + Int(up) - Int(upLeft)
    let distanceLeft = abs(estimate - Int(left))
    let distanceUp = abs(estimate - Int(up))
    let distanceUpLeft = abs(estimate - Int(upLeft))
    if distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft { return left }
    if distanceUp <= distanceUpLeft { return up }
    return upLeft
  }
}
