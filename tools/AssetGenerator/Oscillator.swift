/// Band-limited (PolyBLEP) oscillator shapes driven by a phase in cycles, 0 <= phase < 1.
enum Oscillator {
  /// Sawtooth from -1 to 1 with the discontinuity smoothed over one sample.
  static func saw(phase: Double, increment: Double) -> Double {
    2 * phase - 1 - polyBLEP(phase: phase, increment: increment)
  }

  /// Square wave built from two sawtooths half a cycle apart.
  static func square(phase: Double, increment: Double) -> Double {
    var shifted = phase + 0.5
    if shifted >= 1 { shifted -= 1 }
    return saw(phase: phase, increment: increment) - saw(phase: shifted, increment: increment)
  }

  /// Triangle (naive; its harmonics fall fast enough not to need smoothing here).
  static func triangle(phase: Double) -> Double {
    phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
  }

  static func sine(phase: Double) -> Double {
    DMath.sinCycles(phase)
  }

  /// Advances a phase and wraps it into [0, 1).
  static func advance(_ phase: inout Double, by increment: Double) {
    phase += increment
    if phase >= 1 { phase -= phase.rounded(.down) }
  }

  private static func polyBLEP(phase: Double, increment: Double) -> Double {
    if phase < increment {
      let t = phase / increment
      return t + t - t * t - 1
    }
    if phase > 1 - increment {
      let t = (phase - 1) / increment
      return t * t + t + t + 1
    }
    return 0
  }
}
