/// Attack-decay-sustain-release envelope evaluated per sample.
///
/// The attack rises linearly from exactly 0 at sample 0, and the release falls along a
/// quadratic curve to exactly 0 at its last sample, so every note starts and ends without a step.
struct Envelope {
  var attack: Double
  var decay: Double
  var sustain: Double
  var release: Double

  /// Total length in samples of a note held for `gateSamples`.
  func length(gateSamples: Int, sampleRate: Double) -> Int {
    gateSamples + releaseSamples(sampleRate: sampleRate)
  }

  func releaseSamples(sampleRate: Double) -> Int {
    max(1, Int((release * sampleRate).rounded()))
  }

  /// Envelope level at sample `n` of a note held for `gateSamples`.
  func level(at n: Int, gateSamples: Int, sampleRate: Double) -> Double {
    if n < gateSamples {
      return held(at: n, sampleRate: sampleRate)
    }
    let releaseLength = releaseSamples(sampleRate: sampleRate)
    let x = Double(n - gateSamples) / Double(releaseLength)
    if x >= 1 { return 0 }
    let remaining = 1 - x
    return held(at: gateSamples, sampleRate: sampleRate) * remaining * remaining
  }

  private func held(at n: Int, sampleRate: Double) -> Double {
    let attackSamples = max(1.0, attack * sampleRate)
    let position = Double(n)
    if position < attackSamples {
      return position / attackSamples
    }
    if decay <= 0 { return 1 }
    let t = (position - attackSamples) / sampleRate
    return sustain + (1 - sustain) * DMath.exp(-t / decay)
  }
}
