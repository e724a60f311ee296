import Testing

@testable import StarlightHaptics

/// Expected values here are worked out by hand from the rules in `HapticRenderer`'s and
/// `MotorMapping`'s documentation (10 ms tick, 40 ms transient pulse).
@Suite("Renderer: patterns to motor envelopes")
struct HapticRendererTests {
  let renderer = HapticRenderer()

  @Test("default tick and pulse are the documented constants")
  func defaults() {
    #expect(renderer.tickMs == 10)
    #expect(renderer.transientPulseMs == 40)
  }

  @Test("a transient on the grid is a 40 ms pulse: four on ticks, then silence")
  func transientPulse() throws {
    // Intensity 0.8, sharpness 0.25: low = 0.8 × 0.75 = 0.6, high = 0.8 × 0.25 = 0.2.
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticTransient", time: 0.02,
          parameters: ["HapticIntensity": 0.8, "HapticSharpness": 0.25])))
    let envelope = renderer.render(pattern)

    #expect(envelope.tickMs == 10)
    #expect(envelope.samples.map(\.timeMs) == [0, 10, 20, 30, 40, 50, 60])
    #expect(lows(envelope) == [0, 0, 0.6, 0.6, 0.6, 0.6, 0])
    #expect(highs(envelope) == [0, 0, 0.2, 0.2, 0.2, 0.2, 0])
    #expect(envelope.durationMs == 60)
  }

  @Test("a transient between ticks lights every tick interval its pulse touches")
  func transientOffGrid() throws {
    // Pulse [5, 45) ms touches the intervals starting at 0, 10, 20, 30 and 40.
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticTransient", time: 0.005,
          parameters: ["HapticIntensity": 1, "HapticSharpness": 0])))
    let envelope = renderer.render(pattern)
    #expect(lows(envelope) == [1, 1, 1, 1, 1, 0])
    #expect(highs(envelope) == [0, 0, 0, 0, 0, 0])
  }

  @Test("a transient is never lost, even with a tick longer than its pulse")
  func transientWithCoarseTick() throws {
    let pattern = try AHAPParser.parse(ahap(event("HapticTransient", time: 0.13)))
    let envelope = HapticRenderer(tickMs: 100).render(pattern)
    // Pulse [130, 170) ms lies inside the interval starting at 100.
    #expect(envelope.samples.map(\.timeMs) == [0, 100, 200])
    #expect(envelope.samples[1].low > 0)
    #expect(envelope.samples[1].high > 0)
  }

  @Test("a continuous event follows an intensity ParameterCurve, interpolated linearly")
  func continuousWithCurve() throws {
    // Sharpness 0, so low = control value and high = 0. The curve runs 0 → 1 over 0.5 s, then
    // 1 → 0.5 over the next 0.5 s.
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 1,
          parameters: ["HapticIntensity": 1, "HapticSharpness": 0]),
        curve("HapticIntensityControl", time: 0, points: [(0, 0), (0.5, 1), (1, 0.5)])))
    let envelope = renderer.render(pattern)

    #expect(envelope.samples.count == 101)
    let expected: [Int: Double] = [
      0: 0, 100: 0.2, 250: 0.5, 370: 0.74, 500: 1, 750: 0.75, 990: 0.51, 1000: 0,
    ]
    for (timeMs, low) in expected {
      let found = try #require(sample(envelope, atMs: timeMs))
      #expect(isClose(found.low, low), "low at \(timeMs) ms")
      #expect(found.high == 0, "high at \(timeMs) ms")
    }
  }

  @Test("a curve that starts later holds its first value until then, then ramps")
  func curveStartingLater() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event("HapticContinuous", time: 0, duration: 0.4, parameters: ["HapticSharpness": 0]),
        curve("HapticIntensityControl", time: 0.1, points: [(0.1, 0.2), (0.3, 0.6)])))
    let envelope = renderer.render(pattern)
    // Before 0.1 s no control applies (1.0); from 0.1 s the curve's first value (0.2) until its
    // first point at 0.2 s, then a ramp to 0.6 at 0.4 s.
    #expect(sample(envelope, atMs: 50)?.low == 1)
    #expect(sample(envelope, atMs: 100)?.low == 0.2)
    #expect(sample(envelope, atMs: 200)?.low == 0.2)
    #expect(sample(envelope, atMs: 300)?.low == 0.4)
    #expect(sample(envelope, atMs: 390)?.low == 0.58)
  }

  @Test("attack ramps up from zero and release ramps down after the end")
  func attackAndRelease() throws {
    // Duration 100 ms, attack 40 ms, release 50 ms; sharpness 0.5 gives low = high = 0.5 × level.
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 0.1,
          parameters: [
            "HapticIntensity": 1, "HapticSharpness": 0.5, "AttackTime": 0.04, "ReleaseTime": 0.05,
          ])))
    let envelope = renderer.render(pattern)
    let expected = [
      0, 0.125, 0.25, 0.375, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.4, 0.3, 0.2, 0.1, 0,
    ]
    #expect(envelope.durationMs == 150)
    #expect(areClose(lows(envelope), expected))
    #expect(areClose(highs(envelope), expected))
  }

  @Test("an unsustained event decays to zero over its duration")
  func unsustainedDecaysOverDuration() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 0.1,
          parameters: ["HapticSharpness": 0, "Sustained": false])))
    let envelope = renderer.render(pattern)
    #expect(areClose(lows(envelope), [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0]))
  }

  @Test("an unsustained event with a decay time reaches zero after attack plus decay")
  func unsustainedWithAttackAndDecay() throws {
    // Attack 20 ms up to 1, then decay over 40 ms: zero from 60 ms although the event lasts 100.
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 0.1,
          parameters: [
            "HapticSharpness": 0, "Sustained": 0, "AttackTime": 0.02, "DecayTime": 0.04,
          ])))
    let envelope = renderer.render(pattern)
    #expect(areClose(lows(envelope), [0, 0.5, 1, 0.75, 0.5, 0.25, 0, 0, 0, 0, 0]))
  }

  @Test("decay time has no effect on a sustained event, as in Core Haptics")
  func sustainedIgnoresDecay() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 0.05,
          parameters: ["HapticSharpness": 0, "DecayTime": 0.02])))
    #expect(lows(renderer.render(pattern)) == [1, 1, 1, 1, 1, 0])
  }

  @Test("an attack longer than the event is cut off at the end and released from there")
  func attackLongerThanEvent() throws {
    // Attack 100 ms over a 50 ms event reaches 0.5; release 20 ms falls from 0.5.
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 0.05,
          parameters: ["HapticSharpness": 0, "AttackTime": 0.1, "ReleaseTime": 0.02])))
    #expect(areClose(lows(renderer.render(pattern)), [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.25, 0]))
  }

  @Test("overlapping events combine per motor by taking the maximum")
  func overlappingEvents() throws {
    // A sharp tap (low 1 × 0.2 floor = 0.2, high 1) over a dull hum (low 0.5, high 0).
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticTransient", time: 0, parameters: ["HapticIntensity": 1, "HapticSharpness": 1]),
        event(
          "HapticContinuous", time: 0, duration: 0.1,
          parameters: ["HapticIntensity": 0.5, "HapticSharpness": 0])))
    let envelope = renderer.render(pattern)
    #expect(lows(envelope) == [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0])
    #expect(highs(envelope) == [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
  }

  @Test("two overlapping hums do not add up")
  func overlappingContinuousTakeMaximum() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: 0, duration: 0.03,
          parameters: ["HapticIntensity": 0.3, "HapticSharpness": 0]),
        event(
          "HapticContinuous", time: 0.01, duration: 0.03,
          parameters: ["HapticIntensity": 0.6, "HapticSharpness": 0])))
    #expect(lows(renderer.render(pattern)) == [0.3, 0.6, 0.6, 0.6, 0])
  }

  @Test("the sharpness control is added to sharpness and the sum clamped")
  func sharpnessControl() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event("HapticContinuous", time: 0, duration: 0.06, parameters: ["HapticSharpness": 0.5]),
        parameter("HapticSharpnessControl", time: 0.02, value: 0.3),
        parameter("HapticSharpnessControl", time: 0.04, value: -1)))
    let envelope = renderer.render(pattern)
    // 0.5 → low 0.5, high 0.5; 0.8 → low 0.2, high 0.8; 0.5 - 1 → 0 → low 1, high 0.
    #expect(lows(envelope) == [0.5, 0.5, 0.2, 0.2, 1, 1, 0])
    #expect(highs(envelope) == [0.5, 0.5, 0.8, 0.8, 0, 0, 0])
  }

  @Test("a transient reads the intensity control at its own time")
  func transientReadsControls() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        parameter("HapticIntensityControl", time: 0.05, value: 0.5),
        event("HapticTransient", time: 0, parameters: ["HapticSharpness": 0]),
        event("HapticTransient", time: 0.1, parameters: ["HapticSharpness": 0])))
    let envelope = renderer.render(pattern)
    #expect(sample(envelope, atMs: 30)?.low == 1)
    #expect(sample(envelope, atMs: 100)?.low == 0.5)
  }

  @Test("a later Parameter takes over from a curve, and holds")
  func parameterOverridesCurve() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event("HapticContinuous", time: 0, duration: 1, parameters: ["HapticSharpness": 0]),
        curve("HapticIntensityControl", time: 0, points: [(0, 1), (1, 0)]),
        parameter("HapticIntensityControl", time: 0.5, value: 0.8)))
    let envelope = renderer.render(pattern)
    #expect(sample(envelope, atMs: 400)?.low == 0.6)
    #expect(sample(envelope, atMs: 500)?.low == 0.8)
    #expect(sample(envelope, atMs: 900)?.low == 0.8)
  }

  @Test("attack and release controls are added to the event's own times")
  func envelopeTimeControls() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        parameter("HapticAttackTimeControl", time: 0, value: 0.04),
        parameter("HapticReleaseTimeControl", time: 0, value: 0.02),
        event(
          "HapticContinuous", time: 0, duration: 0.06,
          parameters: ["HapticSharpness": 0, "ReleaseTime": 0.02])))
    let envelope = renderer.render(pattern)
    // Attack 40 ms; release 20 + 20 = 40 ms.
    #expect(areClose(lows(envelope), [0, 0.25, 0.5, 0.75, 1, 1, 1, 0.75, 0.5, 0.25, 0]))
  }

  @Test("the decay control shortens an unsustained event's decay")
  func decayControl() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        parameter("HapticDecayTimeControl", time: 0, value: -0.02),
        event(
          "HapticContinuous", time: 0, duration: 0.06,
          parameters: ["HapticSharpness": 0, "Sustained": false, "DecayTime": 0.04])))
    #expect(areClose(lows(renderer.render(pattern)), [1, 0.5, 0, 0, 0, 0, 0]))
  }

  @Test("a custom tick spaces the samples; out-of-range settings are clamped")
  func customTick() throws {
    let pattern = try AHAPParser.parse(
      ahap(event("HapticContinuous", time: 0, duration: 0.1, parameters: ["HapticSharpness": 0])))
    let envelope = HapticRenderer(tickMs: 25).render(pattern)
    #expect(envelope.tickMs == 25)
    #expect(envelope.samples.map(\.timeMs) == [0, 25, 50, 75, 100])
    #expect(lows(envelope) == [1, 1, 1, 1, 0])

    #expect(HapticRenderer(tickMs: 0).tickMs == 1)
    #expect(HapticRenderer(tickMs: Int.max, transientPulseMs: -5).tickMs == 1_000)
    #expect(HapticRenderer(tickMs: Int.max, transientPulseMs: -5).transientPulseMs == 1)
  }

  @Test("a longer pulse setting lengthens transients")
  func customPulse() {
    let envelope = HapticRenderer(transientPulseMs: 30).renderTransient(
      intensity: 1, sharpness: 0)
    #expect(lows(envelope) == [1, 1, 1, 0])
  }

  @Test("an empty pattern renders to one silent sample")
  func emptyPattern() {
    let envelope = renderer.render(HapticPattern())
    #expect(envelope.samples == [MotorSample(timeMs: 0, low: 0, high: 0)])
    #expect(envelope.durationMs == 0)
  }

  @Test("the transient helper renders one tap, clamping its inputs")
  func transientHelper() {
    // Intensity 0.5, sharpness 0.6: low = 0.5 × 0.4 = 0.2, high = 0.5 × 0.6 = 0.3.
    let envelope = renderer.renderTransient(intensity: 0.5, sharpness: 0.6)
    #expect(
      envelope
        == HapticEnvelope(
          tickMs: 10,
          samples: [
            MotorSample(timeMs: 0, low: 0.2, high: 0.3),
            MotorSample(timeMs: 10, low: 0.2, high: 0.3),
            MotorSample(timeMs: 20, low: 0.2, high: 0.3),
            MotorSample(timeMs: 30, low: 0.2, high: 0.3),
            MotorSample(timeMs: 40, low: 0, high: 0),
          ]))
    let clamped = renderer.renderTransient(intensity: 3, sharpness: -1)
    #expect(clamped.samples.first?.levels == MotorLevels(low: 1, high: 0))
    let notANumber = renderer.renderTransient(intensity: .nan, sharpness: .nan)
    #expect(notANumber.samples.allSatisfy { $0.levels == .silent })
  }

  @Test("every sample is within 0...1 and the envelope ends silent")
  func boundedAndEndsSilent() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event("HapticTransient", time: 0.013, parameters: ["HapticIntensity": 1]),
        event(
          "HapticContinuous", time: 0.02, duration: 0.3,
          parameters: ["AttackTime": 0.05, "ReleaseTime": 0.11, "HapticSharpness": 0.9]),
        curve("HapticIntensityControl", time: 0, points: [(0, 0.3), (0.2, 1)]),
        curve("HapticSharpnessControl", time: 0, points: [(0, 1), (0.3, -1)])))
    let envelope = renderer.render(pattern)
    for sample in envelope.samples {
      #expect((0...1).contains(sample.low))
      #expect((0...1).contains(sample.high))
    }
    #expect(envelope.samples.last?.levels == .silent)
    // The hum ends last: 20 ms start + 300 ms duration + 110 ms release.
    #expect(envelope.durationMs == 430)
  }
}
