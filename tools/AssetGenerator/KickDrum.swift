/// Electronic kick: a sine swept from 160 Hz down to 46 Hz with a fast decay and a short click.
enum KickDrum {
  static let duration = 0.38

  static func render(velocity: Double, sampleRate: Double) -> [Double] {
    let length = Int(duration * sampleRate)
    let attack = 0.0015 * sampleRate
    let fadeStart = length - Int(0.03 * sampleRate)
    var output = [Double](repeating: 0, count: length)
    var phase = 0.0
    for n in 0..<length {
      let t = Double(n) / sampleRate
      let frequency = 46 + 114 * DMath.exp(-t / 0.035)
      var amplitude = DMath.exp(-t / 0.16)
      if Double(n) < attack { amplitude *= Double(n) / attack }
      if n >= fadeStart {
        let x = Double(n - fadeStart) / Double(length - fadeStart)
        amplitude *= (1 - x) * (1 - x)
      }
      let body = Oscillator.sine(phase: phase)
      // Slight saturation gives the body some harmonics that survive small speakers.
      let click = 0.25 * DMath.exp(-t / 0.004) * Oscillator.sine(phase: phase * 7)
      output[n] = velocity * amplitude * (DMath.tanh(1.6 * body) / 0.92 + click)
      Oscillator.advance(&phase, by: frequency / sampleRate)
    }
    return output
  }
}
