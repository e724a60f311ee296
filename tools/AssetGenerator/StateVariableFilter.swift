/// Zero-delay-feedback state-variable filter (Simper's trapezoidal SVF), one channel.
struct StateVariableFilter {
  enum Mode {
    case lowPass
    case bandPass
    case highPass
  }

  var mode: Mode
  private var a1 = 0.0
  private var a2 = 0.0
  private var a3 = 0.0
  private var k = 1.0
  private var ic1 = 0.0
  private var ic2 = 0.0

  init(mode: Mode, cutoff: Double, q: Double, sampleRate: Double) {
    self.mode = mode
    setCutoff(cutoff, q: q, sampleRate: sampleRate)
  }

  /// Retunes the filter; the cutoff is clamped below Nyquist.
  mutating func setCutoff(_ cutoff: Double, q: Double, sampleRate: Double) {
    let clamped = min(max(cutoff, 10), sampleRate * 0.45)
    let g = DMath.tan(DMath.pi * clamped / sampleRate)
    k = 1 / q
    a1 = 1 / (1 + g * (g + k))
    a2 = g * a1
    a3 = g * a2
  }

  mutating func process(_ input: Double) -> Double {
    let v3 = input - ic2
    let v1 = a1 * ic1 + a2 * v3
    let v2 = ic2 + a2 * ic1 + a3 * v3
    ic1 = 2 * v1 - ic1
    ic2 = 2 * v2 - ic2
    switch mode {
    case .lowPass:
      return v2
    case .bandPass:
      return v1
    case .highPass:
      return input - k * v1 - v2
    }
  }
}
