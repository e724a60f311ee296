/// Hi-hat: high-passed noise with a short (closed) or longer (open) decay.
enum HiHat {
  static func render(open: Bool, velocity: Double, seed: UInt64, sampleRate: Double) -> [Double] {
    let duration = open ? 0.3 : 0.07
    let decay = open ? 0.11 : 0.018
    let length = Int(duration * sampleRate)
    let attack = 0.0008 * sampleRate
    var output = [Double](repeating: 0, count: length)
    var noise = SplitMix64(seed: seed)
    var highPass = StateVariableFilter(
      mode: .highPass, cutoff: 7000, q: 0.8, sampleRate: sampleRate)
    var presence = StateVariableFilter(
      mode: .bandPass, cutoff: 10_500, q: 1.5, sampleRate: sampleRate)
    for n in 0..<length {
      let t = Double(n) / sampleRate
      let remaining = 1 - Double(n) / Double(length)
      var amplitude = DMath.exp(-t / decay) * remaining
      if Double(n) < attack { amplitude *= Double(n) / attack }
      let white = noise.nextBipolar()
      let shaped = highPass.process(white) + 0.8 * presence.process(white)
      output[n] = velocity * amplitude * shaped
    }
    return output
  }
}
