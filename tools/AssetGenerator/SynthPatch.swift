/// Settings of the subtractive/FM voice. Oscillator levels are mixed, then filtered, then shaped
/// by the amplitude envelope.
struct SynthPatch {
  var saw = 0.0
  /// A second sawtooth detuned upwards by `detuneCents`.
  var detunedSaw = 0.0
  var detuneCents = 0.0
  var square = 0.0
  var triangle = 0.0
  var sine = 0.0
  /// Sine an octave below the note.
  var sub = 0.0
  /// Phase-modulated sine: carrier at the note, modulator at `fmRatio` times the note.
  var fm = 0.0
  var fmRatio = 1.0
  var fmIndex = 0.0
  var fmIndexDecay = 0.3

  var envelope = Envelope(attack: 0.005, decay: 0.2, sustain: 0.7, release: 0.05)
  var cutoff = 20_000.0
  /// Extra cutoff at the note's start, decaying with `cutoffDecay` (seconds).
  var cutoffEnvelope = 0.0
  var cutoffDecay = 0.1
  var resonance = 0.707

  var vibratoCents = 0.0
  var vibratoRate = 5.0
  var vibratoDelay = 0.2

  var level = 1.0
}

extension SynthPatch {
  static let bass = SynthPatch(
    saw: 0.55, square: 0.15, sub: 0.7,
    envelope: Envelope(attack: 0.003, decay: 0.25, sustain: 0.75, release: 0.02),
    cutoff: 280, cutoffEnvelope: 1100, cutoffDecay: 0.07, resonance: 1.1, level: 0.5)

  static let pad = SynthPatch(
    saw: 0.5, detunedSaw: 0.5, detuneCents: 5, triangle: 0.3,
    envelope: Envelope(attack: 0.12, decay: 0.6, sustain: 0.8, release: 0.3),
    cutoff: 1500, cutoffEnvelope: 900, cutoffDecay: 0.5, resonance: 0.8, level: 0.055)

  static let arpeggio = SynthPatch(
    square: 0.5, triangle: 0.6,
    envelope: Envelope(attack: 0.002, decay: 0.09, sustain: 0.0, release: 0.04),
    cutoff: 1400, cutoffEnvelope: 3500, cutoffDecay: 0.05, resonance: 1.2, level: 0.13)

  static let lead = SynthPatch(
    saw: 0.55, detunedSaw: 0.45, detuneCents: 9, square: 0.25, sub: 0.2,
    envelope: Envelope(attack: 0.004, decay: 0.25, sustain: 0.7, release: 0.08),
    cutoff: 2300, cutoffEnvelope: 3500, cutoffDecay: 0.12, resonance: 1.0,
    vibratoCents: 14, vibratoRate: 5.5, vibratoDelay: 0.18, level: 0.3)

  static let stab = SynthPatch(
    saw: 0.6, detunedSaw: 0.6, detuneCents: 12,
    envelope: Envelope(attack: 0.002, decay: 0.12, sustain: 0.35, release: 0.06),
    cutoff: 1200, cutoffEnvelope: 5000, cutoffDecay: 0.06, resonance: 1.3, level: 0.11)

  // Finale and effects.

  static let softPad = SynthPatch(
    saw: 0.35, detunedSaw: 0.35, detuneCents: 6, triangle: 0.6,
    envelope: Envelope(attack: 0.6, decay: 1.5, sustain: 0.8, release: 1.4),
    cutoff: 900, cutoffEnvelope: 400, cutoffDecay: 1.0, resonance: 0.7, level: 0.07)

  static let bell = SynthPatch(
    sine: 0.3, fm: 0.8, fmRatio: 3.5, fmIndex: 2.2, fmIndexDecay: 0.35,
    envelope: Envelope(attack: 0.002, decay: 0.6, sustain: 0.0, release: 0.5),
    level: 0.22)

  static let softBass = SynthPatch(
    triangle: 0.5, sub: 0.6,
    envelope: Envelope(attack: 0.08, decay: 1.0, sustain: 0.7, release: 0.8),
    cutoff: 500, level: 0.35)
}
