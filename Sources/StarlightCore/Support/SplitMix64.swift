import Foundation

/// A small seeded generator (SplitMix64) so jitter and tests are reproducible everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64
  private static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15
  private static let mixA: UInt64 = 0xBF58_476D_1CE4_E5B9
  private static let mixB: UInt64 = 0x94D0_49BB_1331_11EB
  private static let unitScale = 1.0 / Double(UInt64(1) << 53)

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= Self.increment
    var value = state
    value = (value ^ (value >> 30)) &* Self.mixA
    value = (value ^ (value >> 27)) &* Self.mixB
    return value ^ (value >> 31)
  }

  /// Uniform in (0, 1], never 0 so a logarithm of it is finite.
  public mutating func nextUnit() -> Double {
    Double((next() >> 11) + 1) * Self.unitScale
  }

  /// Standard normal by the Box-Muller transform.
  public mutating func nextGaussian() -> Double {
    let radius = (-2 * log(nextUnit())).squareRoot()
    return radius * cos(2 * Double.pi * nextUnit())
  }
}
