/// A build-up sweep: noise through a band-pass filter rising from 300 Hz to 9 kHz while getting
/// louder, ending with a short fade so it stops cleanly.
enum NoiseRiser {
  static func render(lengthSamples: Int, seed: UInt64, sampleRate: Double) -> [Double] {
    guard lengthSamples > 0 else { return [] }
    var output = [Double](repeating: 0, count: lengthSamples)
    var noise = SplitMix64(seed: seed)
    var filter = StateVariableFilter(mode: .bandPass, cutoff: 300, q: 2.5, sampleRate: sampleRate)
    let fadeLength = min(lengthSamples, Int(0.04 * sampleRate))
    for n in 0..<lengthSamples {
      let x = Double(n) / Double(lengthSamples)
      if n % 16 == 0 {
        filter.setCutoff(300 * DMath.exp(x * 3.4), q: 2.5, sampleRate: sampleRate)
      }
      var amplitude = x * x
      let fromEnd = lengthSamples - n
      if fromEnd < fadeLength {
        amplitude *= Double(fromEnd) / Double(fadeLength)
      }
      output[n] = amplitude * filter.process(noise.nextBipolar())
    }
    return output
  }
}
