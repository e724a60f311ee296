/// SplitMix64 pseudo-random generator: tiny, fast and fully deterministic for a given seed.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// Derives an independent seed from a base seed and a stream index, so that adding one event
  /// never shifts the noise of any other event.
  static func seed(_ base: UInt64, stream: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: base ^ (stream &* 0x9E37_79B9_7F4A_7C15))
    return generator.next()
  }

  mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform value in [-1, 1).
  mutating func nextBipolar() -> Double {
    let mantissa = next() >> 11
    return Double(mantissa) / 4_503_599_627_370_496.0 - 1.0
  }
}
