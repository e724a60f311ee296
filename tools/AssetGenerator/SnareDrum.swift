/// Snare: a band-passed noise burst over a short two-partial tone.
enum SnareDrum {
  static let duration = 0.25

  static func render(velocity: Double, seed: UInt64, sampleRate: Double) -> [Double] {
    let length = Int(duration * sampleRate)
    let attack = 0.001 * sampleRate
    var output = [Double](repeating: 0, count: length)
    var noise = SplitMix64(seed: seed)
    var bandPass = StateVariableFilter(
      mode: .bandPass, cutoff: 3200, q: 0.6, sampleRate: sampleRate)
    var highPass = StateVariableFilter(mode: .highPass, cutoff: 900, q: 0.7, sampleRate: sampleRate)
    var tonePhase = 0.0
    var overtonePhase = 0.0
    for n in 0..<length {
      let t = Double(n) / sampleRate
      let remaining = 1 - Double(n) / Double(length)
      var envelopeShape = remaining * remaining
      if Double(n) < attack { envelopeShape *= Double(n) / attack }
      let rattle = highPass.process(bandPass.process(noise.nextBipolar())) * DMath.exp(-t / 0.07)
      let tone =
        0.6 * Oscillator.sine(phase: tonePhase) * DMath.exp(-t / 0.045)
        + 0.3 * Oscillator.sine(phase: overtonePhase) * DMath.exp(-t / 0.03)
      output[n] = velocity * envelopeShape * (1.6 * rattle + tone)
      Oscillator.advance(&tonePhase, by: (180 + 40 * DMath.exp(-t / 0.01)) / sampleRate)
      Oscillator.advance(&overtonePhase, by: 330 / sampleRate)
    }
    return output
  }
}
