/// Turns a `HapticPattern` into a `HapticEnvelope`: low- and high-motor levels on a fixed tick.
///
/// - Motor levels: each event's intensity and sharpness at a moment become two motor levels by
///   `MotorMapping` (low = intensity × max(1 − sharpness, 0.2), high = intensity × sharpness).
/// - Transients become pulses `transientPulseMs` long at their intensity and sharpness, because
///   a rumble motor cannot render Core Haptics' few-millisecond click: it needs tens of
///   milliseconds to spin up enough to be felt. A sample is on when its tick interval
///   [t, t + tick) overlaps the pulse, so no transient is lost between ticks, however coarse.
/// - Continuous events follow `ContinuousEnvelope` (attack, hold or decay, release), sampled
///   at each tick's start.
/// - Dynamic parameters act as in Core Haptics: `HapticIntensityControl` multiplies intensity,
///   `HapticSharpnessControl` is added to sharpness (the sum clamped to 0...1), and curves
///   interpolate linearly between their control points. Continuous events read them at every
///   tick; a transient reads them at its own time. The attack, decay and release controls are
///   added (in seconds, then clamped to 0...1 s) to a continuous event's own times, read once
///   at the event's start, since its envelope is laid out then.
/// - Overlapping events combine per motor by taking the maximum. Summing would saturate the
///   motors at 1 wherever two strong events meet and blur the pattern's shape; with the
///   maximum, a tap over a hum still stands out, and adding a quiet event never makes the
///   result stronger than its strongest part.
///
/// Time is integer microseconds throughout; sample `i` is at exactly `i × tickMs`.
public struct HapticRenderer: Sendable {
  /// 100 Hz: the design's ceiling for sending rumble updates.
  public static let defaultTickMs = 10
  /// Long enough for a gamepad motor to spin up and be felt, short enough to stay a "tap".
  public static let defaultTransientPulseMs = 40
  /// Ticks and pulses are kept within this range so that no setting can overflow the
  /// arithmetic or ask for a tick longer than a second, where rumble would be meaningless.
  public static let allowedMillisecondRange: ClosedRange<Int> = 1...1_000
  /// Levels are rounded to this many steps per unit so that the JSON output stays readable
  /// and independent of floating-point noise in the last bits (SDL rumble has 65 535 steps).
  public static let levelStepsPerUnit = 1_000_000.0

  private static let microsecondsPerMillisecond = 1_000

  public var tickMs: Int
  public var transientPulseMs: Int

  public init(
    tickMs: Int = HapticRenderer.defaultTickMs,
    transientPulseMs: Int = HapticRenderer.defaultTransientPulseMs
  ) {
    self.tickMs = Self.clampMilliseconds(tickMs)
    self.transientPulseMs = Self.clampMilliseconds(transientPulseMs)
  }

  /// The envelope of a single transient at time 0: in-game taps that have no AHAP file, such
  /// as the cipher detents and the error buzz. Values are clamped to 0...1.
  public func renderTransient(intensity: Double, sharpness: Double) -> HapticEnvelope {
    render(.transient(intensity: intensity, sharpness: sharpness))
  }

  public func render(_ pattern: HapticPattern) -> HapticEnvelope {
    let tick = Self.clampMilliseconds(tickMs) * Self.microsecondsPerMillisecond
    let controls = Controls(pattern: pattern)
    let voices = pattern.events.map { voice(for: $0, controls: controls) }
    let end = voices.map(\.endMicroseconds).max() ?? 0
    // One more sample than the ticks the pattern spans, so the envelope always ends silent.
    let sampleCount = Self.ceilingDivide(end, by: tick) + 1
    let times = (0..<sampleCount).map { $0 * tick }
    let intensityControl = controls.intensity.sampled(at: times)
    let sharpnessControl = controls.sharpness.sampled(at: times)

    var levels = [MotorLevels](repeating: .silent, count: sampleCount)
    for voice in voices {
      switch voice.shape {
      case .pulse(let pulseLevels):
        // Ticks whose interval [t, t + tick) overlaps [start, end).
        let first = voice.startMicroseconds / tick
        let last = Self.ceilingDivide(voice.endMicroseconds, by: tick)
        for index in Self.indices(first, last, count: sampleCount) {
          levels[index] = levels[index].combined(with: pulseLevels)
        }
      case .continuous(let envelope, let intensity, let sharpness):
        // Ticks whose start lies in [start, end).
        let first = Self.ceilingDivide(voice.startMicroseconds, by: tick)
        let last = Self.ceilingDivide(voice.endMicroseconds, by: tick)
        for index in Self.indices(first, last, count: sampleCount) {
          let offset = times[index] - voice.startMicroseconds
          let strength =
            intensity * intensityControl[index]
            * envelope.level(atOffsetMicroseconds: offset)
          let moment = MotorMapping.levels(
            intensity: strength, sharpness: sharpness + sharpnessControl[index])
          levels[index] = levels[index].combined(with: moment)
        }
      }
    }

    let samples = zip(times, levels).map { time, level in
      MotorSample(
        timeMs: time / Self.microsecondsPerMillisecond, low: Self.rounded(level.low),
        high: Self.rounded(level.high))
    }
    return HapticEnvelope(tickMs: tick / Self.microsecondsPerMillisecond, samples: samples)
  }

  // MARK: - Events as voices

  /// One event, laid out: when it sounds and what shape it takes.
  private struct Voice {
    enum Shape {
      case pulse(MotorLevels)
      case continuous(ContinuousEnvelope, intensity: Double, sharpness: Double)
    }

    var startMicroseconds: Int
    var endMicroseconds: Int
    var shape: Shape
  }

  private func voice(for event: HapticEvent, controls: Controls) -> Voice {
    let start = event.timeMicroseconds
    switch event.kind {
    case .transient:
      let levels = MotorMapping.levels(
        intensity: event.intensity * controls.intensity.value(atMicroseconds: start),
        sharpness: event.sharpness + controls.sharpness.value(atMicroseconds: start))
      let pulse = Self.clampMilliseconds(transientPulseMs) * Self.microsecondsPerMillisecond
      return Voice(
        startMicroseconds: start, endMicroseconds: start + pulse, shape: .pulse(levels))
    case .continuous:
      let envelope = ContinuousEnvelope(
        durationMicroseconds: event.durationMicroseconds,
        attackMicroseconds: controls.attack.adjust(event.attackMicroseconds, at: start),
        decayMicroseconds: controls.decay.adjust(event.decayMicroseconds, at: start),
        releaseMicroseconds: controls.release.adjust(event.releaseMicroseconds, at: start),
        isSustained: event.isSustained)
      let end = start + envelope.durationMicroseconds + envelope.releaseMicroseconds
      return Voice(
        startMicroseconds: start, endMicroseconds: end,
        shape: .continuous(envelope, intensity: event.intensity, sharpness: event.sharpness))
    }
  }

  private struct Controls {
    var intensity: ControlTimeline
    var sharpness: ControlTimeline
    var attack: ControlTimeline
    var decay: ControlTimeline
    var release: ControlTimeline

    init(pattern: HapticPattern) {
      intensity = ControlTimeline(parameter: .intensity, pattern: pattern)
      sharpness = ControlTimeline(parameter: .sharpness, pattern: pattern)
      attack = ControlTimeline(parameter: .attackTime, pattern: pattern)
      decay = ControlTimeline(parameter: .decayTime, pattern: pattern)
      release = ControlTimeline(parameter: .releaseTime, pattern: pattern)
    }
  }

  // MARK: - Arithmetic

  private static func clampMilliseconds(_ value: Int) -> Int {
    min(max(value, allowedMillisecondRange.lowerBound), allowedMillisecondRange.upperBound)
  }

  /// `first..<last` cut to the samples that exist; empty rather than a trap if inverted.
  private static func indices(_ first: Int, _ last: Int, count: Int) -> Range<Int> {
    let upper = max(0, min(last, count))
    return min(max(0, first), upper)..<upper
  }

  /// For non-negative `value` and positive `divisor`.
  private static func ceilingDivide(_ value: Int, by divisor: Int) -> Int {
    (value + divisor - 1) / divisor
  }

  private static func rounded(_ level: Double) -> Double {
    (level * levelStepsPerUnit).rounded() / levelStepsPerUnit
  }
}
