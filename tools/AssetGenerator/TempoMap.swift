/// Maps musical time (sixteenth-note steps from the start of the song) to sample indices.
///
/// Every conversion is an exact rational computation rounded once to the nearest sample, so
/// positions never drift, however long the song or however many tempo changes it has.
struct TempoMap {
  /// One constant-tempo stretch of the song.
  struct Segment {
    /// First step of the segment.
    var startStep: Int
    /// Tempo in beats per minute (whole numbers only, so the arithmetic stays exact).
    var bpm: Int
  }

  static let stepsPerBeat = 4

  let sampleRate: Int
  let segments: [Segment]

  init(sampleRate: Int, segments: [Segment]) {
    precondition(!segments.isEmpty && segments[0].startStep == 0, "tempo map must start at step 0")
    self.sampleRate = sampleRate
    self.segments = segments
  }

  /// Sample index of `step`, rounded half up from the exact rational value.
  func sample(atStep step: Int) -> Int {
    // The exact position is sum(steps_i * 60 * rate / (bpm_i * stepsPerBeat)). Accumulate it
    // as a fraction over the least common multiple of the denominators.
    var denominator = 1
    for segment in segments {
      denominator = Self.lcm(denominator, segment.bpm * Self.stepsPerBeat)
    }
    var numerator = 0
    for (index, segment) in segments.enumerated() where segment.startStep < step {
      let end = index + 1 < segments.count ? min(segments[index + 1].startStep, step) : step
      let steps = end - segment.startStep
      let scale = denominator / (segment.bpm * Self.stepsPerBeat)
      numerator += steps * 60 * sampleRate * scale
    }
    return (2 * numerator + denominator) / (2 * denominator)
  }

  /// Length of one step in samples at `step`, as a floating-point value (for envelopes only).
  func samplesPerStep(atStep step: Int) -> Double {
    Double(60 * sampleRate) / Double(bpm(atStep: step) * Self.stepsPerBeat)
  }

  func bpm(atStep step: Int) -> Int {
    var current = segments[0].bpm
    for segment in segments where segment.startStep <= step {
      current = segment.bpm
    }
    return current
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int {
    var x = a
    var y = b
    while y != 0 {
      (x, y) = (y, x % y)
    }
    return x
  }

  private static func lcm(_ a: Int, _ b: Int) -> Int {
    a / gcd(a, b) * b
  }
}
