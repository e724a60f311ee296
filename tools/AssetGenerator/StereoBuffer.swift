/// A two-channel floating-point buffer that clips can be mixed into.
struct StereoBuffer {
  var left: [Double]
  var right: [Double]

  init(count: Int) {
    left = [Double](repeating: 0, count: count)
    right = [Double](repeating: 0, count: count)
  }

  var count: Int { left.count }

  /// Mixes a mono clip in at `start` with an equal-power pan (-1 left, +1 right).
  ///
  /// With `wrap`, whatever runs past the end continues at the start, which makes a looping
  /// track seamless by construction; otherwise it is dropped.
  mutating func add(_ clip: [Double], at start: Int, gain: Double, pan: Double, wrap: Bool) {
    let angle = (pan + 1) * DMath.pi / 4
    let leftGain = gain * DMath.cos(angle) * 2.0.squareRoot()
    let rightGain = gain * DMath.sin(angle) * 2.0.squareRoot()
    let total = count
    for (offset, value) in clip.enumerated() {
      var index = start + offset
      if index >= total {
        guard wrap else { return }
        index %= total
      }
      left[index] += value * leftGain
      right[index] += value * rightGain
    }
  }

  /// Adds another buffer of the same length, sample by sample.
  mutating func mix(_ other: StereoBuffer, gain: Double = 1) {
    for index in 0..<min(count, other.count) {
      left[index] += other.left[index] * gain
      right[index] += other.right[index] * gain
    }
  }

  /// Largest absolute sample value in either channel.
  var peak: Double {
    var peak = 0.0
    for index in 0..<count {
      peak = max(peak, abs(left[index]), abs(right[index]))
    }
    return peak
  }

  mutating func scale(by factor: Double) {
    for index in 0..<count {
      left[index] *= factor
      right[index] *= factor
    }
  }

  /// Multiplies both channels by a per-sample gain curve.
  mutating func apply(gainCurve: [Double]) {
    for index in 0..<min(count, gainCurve.count) {
      left[index] *= gainCurve[index]
      right[index] *= gainCurve[index]
    }
  }
}
