/// The one-shot interface sounds. Each starts at sample 0 (no leading silence), ends on exactly
/// zero after a short raised-cosine fade, and is normalized to its own peak level.
enum SoundEffects {
  struct Effect {
    /// File name without extension, e.g. `sfx_click`.
    var name: String
    var samples: [Double]
  }

  static func all(sampleRate: Double, seed: UInt64) -> [Effect] {
    [
      Effect(
        name: "sfx_shield_impact",
        samples: shieldImpact(sampleRate: sampleRate, seed: SplitMix64.seed(seed, stream: 1))),
      Effect(name: "sfx_haptic_thud", samples: hapticThud(sampleRate: sampleRate)),
      Effect(name: "sfx_success_chime", samples: successChime(sampleRate: sampleRate)),
      Effect(
        name: "sfx_click",
        samples: click(sampleRate: sampleRate, seed: SplitMix64.seed(seed, stream: 4))),
      Effect(name: "sfx_error", samples: error(sampleRate: sampleRate)),
    ]
  }

  /// 150 ms: a bright noise crack over a low thump, both starting at full speed.
  static func shieldImpact(sampleRate: Double, seed: UInt64) -> [Double] {
    let length = Int(0.15 * sampleRate)
    var noise = SplitMix64(seed: seed)
    var crack = StateVariableFilter(mode: .bandPass, cutoff: 2600, q: 0.8, sampleRate: sampleRate)
    var air = StateVariableFilter(mode: .highPass, cutoff: 5000, q: 0.7, sampleRate: sampleRate)
    var phase = 0.0
    var output = [Double](repeating: 0, count: length)
    for n in 0..<length {
      let t = Double(n) / sampleRate
      let white = noise.nextBipolar()
      let burst = (1.6 * crack.process(white) + 0.5 * air.process(white)) * DMath.exp(-t / 0.022)
      let thump = Oscillator.sine(phase: phase) * DMath.exp(-t / 0.055)
      Oscillator.advance(&phase, by: (52 + 110 * DMath.exp(-t / 0.018)) / sampleRate)
      output[n] = DMath.tanh(1.4 * (burst + thump)) * attack(n, samples: 0.0004 * sampleRate)
    }
    return finish(output, fadeSeconds: 0.025, peakDecibels: -3, sampleRate: sampleRate)
  }

  /// 320 ms: a deep, slightly saturated sine dropping from 72 Hz to 38 Hz.
  static func hapticThud(sampleRate: Double) -> [Double] {
    let length = Int(0.32 * sampleRate)
    var lowPass = StateVariableFilter(mode: .lowPass, cutoff: 240, q: 0.7, sampleRate: sampleRate)
    var phase = 0.25  // Start at the crest so the body is there from the first samples.
    var output = [Double](repeating: 0, count: length)
    for n in 0..<length {
      let t = Double(n) / sampleRate
      let body = DMath.tanh(2.2 * Oscillator.sine(phase: phase)) * DMath.exp(-t / 0.09)
      Oscillator.advance(&phase, by: (38 + 34 * DMath.exp(-t / 0.05)) / sampleRate)
      output[n] = lowPass.process(body) * attack(n, samples: 0.0005 * sampleRate)
    }
    return finish(output, fadeSeconds: 0.06, peakDecibels: -3, sampleRate: sampleRate)
  }

  /// About 0.85 s: two FM bell notes, E6 then A6 90 ms later.
  static func successChime(sampleRate: Double) -> [Double] {
    let first = SubtractiveVoice.render(
      .bell, frequency: Pitch.frequency(midi: 88), gateSamples: Int(0.2 * sampleRate),
      velocity: 0.8, sampleRate: sampleRate)
    let second = SubtractiveVoice.render(
      .bell, frequency: Pitch.frequency(midi: 93), gateSamples: Int(0.25 * sampleRate),
      velocity: 1, sampleRate: sampleRate)
    let offset = Int(0.09 * sampleRate)
    var output = [Double](repeating: 0, count: max(first.count, offset + second.count))
    for (index, value) in first.enumerated() { output[index] += value }
    for (index, value) in second.enumerated() { output[offset + index] += value }
    return finish(output, fadeSeconds: 0.1, peakDecibels: -4, sampleRate: sampleRate)
  }

  /// 25 ms: a tiny high tick.
  static func click(sampleRate: Double, seed: UInt64) -> [Double] {
    let length = Int(0.025 * sampleRate)
    var noise = SplitMix64(seed: seed)
    var highPass = StateVariableFilter(
      mode: .highPass, cutoff: 4000, q: 0.7, sampleRate: sampleRate)
    var phase = 0.0
    var output = [Double](repeating: 0, count: length)
    for n in 0..<length {
      let t = Double(n) / sampleRate
      let tone = Oscillator.sine(phase: phase) * DMath.exp(-t / 0.004)
      let tick = highPass.process(noise.nextBipolar()) * DMath.exp(-t / 0.0015)
      Oscillator.advance(&phase, by: 2800 / sampleRate)
      output[n] = (tone + 0.8 * tick) * attack(n, samples: 0.0002 * sampleRate)
    }
    return finish(output, fadeSeconds: 0.008, peakDecibels: -6, sampleRate: sampleRate)
  }

  /// About 0.35 s: two low buzzy tones falling a fourth, G3 then D3.
  static func error(sampleRate: Double) -> [Double] {
    let buzz = SynthPatch(
      saw: 0.6, square: 0.5,
      envelope: Envelope(attack: 0.003, decay: 0.1, sustain: 0.8, release: 0.03),
      cutoff: 1300, cutoffEnvelope: 800, cutoffDecay: 0.05, resonance: 1.0, level: 1)
    let first = SubtractiveVoice.render(
      buzz, frequency: Pitch.frequency(midi: 55), gateSamples: Int(0.13 * sampleRate),
      velocity: 1, sampleRate: sampleRate)
    let second = SubtractiveVoice.render(
      buzz, frequency: Pitch.frequency(midi: 50), gateSamples: Int(0.16 * sampleRate),
      velocity: 1, sampleRate: sampleRate)
    let offset = Int(0.16 * sampleRate)
    var output = [Double](repeating: 0, count: offset + second.count)
    for (index, value) in first.enumerated() { output[index] += value }
    for (index, value) in second.enumerated() { output[offset + index] += value }
    return finish(output, fadeSeconds: 0.04, peakDecibels: -4, sampleRate: sampleRate)
  }

  /// Linear rise from 0 at sample 0 over `samples` samples (at most a fraction of a millisecond).
  private static func attack(_ n: Int, samples: Double) -> Double {
    Double(n) < samples ? Double(n) / samples : 1
  }

  /// Fades the end to exactly zero and normalizes the peak.
  private static func finish(
    _ input: [Double], fadeSeconds: Double, peakDecibels: Double, sampleRate: Double
  ) -> [Double] {
    var output = input
    let fade = min(output.count, Int(fadeSeconds * sampleRate))
    let fadeStart = output.count - fade
    for n in fadeStart..<output.count {
      let x = Double(n - fadeStart + 1) / Double(fade)
      output[n] *= 0.5 + 0.5 * DMath.cos(DMath.pi * x)
    }
    var peak = 0.0
    for value in output { peak = max(peak, abs(value)) }
    guard peak > 0 else { return output }
    let gain = DMath.decibels(peakDecibels) / peak
    return output.map { $0 * gain }
  }
}
