/// A gain that moves linearly from one value to another over a whole number of samples.
///
/// Each value is computed from the ramp's start and the samples elapsed, never by adding a
/// step per sample, so a 500 ms fade ends exactly on its target. Retargeting starts from
/// the value of the very next sample, so a fade interrupted by another never jumps.
public struct GainRamp: Sendable, Equatable {
  public private(set) var start: Float
  public private(set) var target: Float
  public private(set) var length: Int
  public private(set) var elapsed: Int

  public init(constant value: Float) {
    start = value
    target = value
    length = 0
    elapsed = 0
  }

  /// The gain of the next sample to be produced.
  public var value: Float { value(atOffset: 0) }

  public var isSettled: Bool { elapsed >= length }

  /// The gain `offset` samples after the next one (0 = the next one).
  @inline(__always)
  public func value(atOffset offset: Int) -> Float {
    let position = elapsed + offset
    guard position < length else { return target }
    let fraction = Double(position) / Double(length)
    return Float(Double(start) + (Double(target) - Double(start)) * fraction)
  }

  /// Ramps from the current value to `target` over `frames` samples (0: jump now).
  public mutating func ramp(to target: Float, over frames: Int) {
    start = value
    self.target = target
    length = max(0, frames)
    elapsed = 0
  }

  public mutating func advance(by frames: Int) {
    guard elapsed < length else { return }
    elapsed = min(length, elapsed + max(0, frames))
  }
}
