/// Renders one pitched note of a `SynthPatch` into a mono clip.
enum SubtractiveVoice {
  /// How often (in samples) the filter cutoff follows its envelope.
  private static let filterUpdateInterval = 16

  static func render(
    _ patch: SynthPatch, frequency: Double, gateSamples: Int, velocity: Double,
    sampleRate: Double
  ) -> [Double] {
    let length = patch.envelope.length(gateSamples: gateSamples, sampleRate: sampleRate)
    var output = [Double](repeating: 0, count: length)
    let detune = DMath.exp2(patch.detuneCents / 1200)
    var phase = 0.0
    var detunedPhase = 0.37  // Offset so the two saws do not start in phase.
    var subPhase = 0.0
    var modulatorPhase = 0.0
    var filter = StateVariableFilter(
      mode: .lowPass, cutoff: patch.cutoff + patch.cutoffEnvelope, q: patch.resonance,
      sampleRate: sampleRate)
    let usesFilter = patch.cutoff < 19_000 || patch.cutoffEnvelope > 0

    for n in 0..<length {
      let t = Double(n) / sampleRate
      var pitchFactor = 1.0
      if patch.vibratoCents > 0, t > patch.vibratoDelay {
        let depth = min(1, (t - patch.vibratoDelay) / 0.25) * patch.vibratoCents
        let lfo = DMath.sinCycles(patch.vibratoRate * (t - patch.vibratoDelay))
        pitchFactor = DMath.exp2(depth * lfo / 1200)
      }
      let increment = frequency * pitchFactor / sampleRate
      var sample = 0.0
      if patch.saw != 0 {
        sample += patch.saw * Oscillator.saw(phase: phase, increment: increment)
      }
      if patch.detunedSaw != 0 {
        sample +=
          patch.detunedSaw * Oscillator.saw(phase: detunedPhase, increment: increment * detune)
      }
      if patch.square != 0 {
        sample += patch.square * Oscillator.square(phase: phase, increment: increment)
      }
      if patch.triangle != 0 {
        sample += patch.triangle * Oscillator.triangle(phase: phase)
      }
      if patch.sine != 0 {
        sample += patch.sine * Oscillator.sine(phase: phase)
      }
      if patch.sub != 0 {
        sample += patch.sub * Oscillator.sine(phase: subPhase)
      }
      if patch.fm != 0 {
        let index = patch.fmIndex * DMath.exp(-t / patch.fmIndexDecay)
        let modulator = index * Oscillator.sine(phase: modulatorPhase) / DMath.twoPi
        var carrier = phase + modulator
        carrier -= carrier.rounded(.down)
        sample += patch.fm * Oscillator.sine(phase: carrier)
      }
      Oscillator.advance(&phase, by: increment)
      Oscillator.advance(&detunedPhase, by: increment * detune)
      Oscillator.advance(&subPhase, by: increment / 2)
      Oscillator.advance(&modulatorPhase, by: increment * patch.fmRatio)

      if usesFilter {
        if n % filterUpdateInterval == 0 {
          let cutoff = patch.cutoff + patch.cutoffEnvelope * DMath.exp(-t / patch.cutoffDecay)
          filter.setCutoff(cutoff, q: patch.resonance, sampleRate: sampleRate)
        }
        sample = filter.process(sample)
      }
      let amplitude = patch.envelope.level(at: n, gateSamples: gateSamples, sampleRate: sampleRate)
      output[n] = sample * amplitude * velocity * patch.level
    }
    return output
  }
}
